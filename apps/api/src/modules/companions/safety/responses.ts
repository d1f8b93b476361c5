/**
 * What the companion says when a message shows risk (docs/companions.md, "Safety"), in the
 * conversation's language. Written to safe-messaging guidance: short, warm, takes the student
 * seriously, gives real services (US), never discusses methods, and leaves the chat open.
 *
 * Services: 988 Suicide & Crisis Lifeline (call or text 988; Spanish: press 2, or text AYUDA);
 * Crisis Text Line (text HOME to 741741; Spanish: AYUDA); NCMEC CyberTipline
 * (report.cybertip.org, 1-800-843-5678) and Take It Down (takeitdown.ncmec.org); Childhelp
 * National Child Abuse Hotline (call or text 1-800-422-4453); ANAD eating-disorder helpline
 * (1-888-375-7767); SAMHSA National Helpline (1-800-662-4357); Poison Control (1-800-222-1222);
 * StopBullying.gov; 911.
 */
import type { RiskCategory } from './lexicon';

type Lang = 'en' | 'es';

const SELF_HARM: Record<Lang, string> = {
  en: [
    "I'm really glad you told me, and I'm sorry you're hurting this much. What you're feeling matters, and you don't have to carry it alone.",
    '',
    'Please reach out right now to people who are there for exactly this, any time, for free:',
    '- **988 Suicide & Crisis Lifeline**: **call or text 988**',
    '- **Crisis Text Line**: **text HOME to 741741**',
    '- **If you are in danger now, call 911.**',
    '',
    'If you can, tell a parent, a school counselor or another adult you trust today.',
    '',
    "I'm still here, and you can keep writing to me.",
  ].join('\n'),
  es: [
    'Gracias por contármelo, de verdad. Siento mucho que estés pasando por algo tan difícil. Lo que sientes importa y no tienes que cargarlo solo ni sola.',
    '',
    'Por favor, habla ahora mismo con personas que están para esto, a cualquier hora y gratis:',
    '- **988 Suicide & Crisis Lifeline**: **llama o envía un mensaje de texto al 988** (en español: marca 2 o escribe AYUDA)',
    '- **Crisis Text Line**: **envía HOME al 741741** (en español: AYUDA al 741741)',
    '- **Si estás en peligro ahora, llama al 911.**',
    '',
    'Si puedes, cuéntaselo hoy a tu mamá, tu papá, un consejero escolar u otro adulto de confianza.',
    '',
    'Sigo aquí y puedes seguir escribiéndome.',
  ].join('\n'),
};

const GROOMING: Record<Lang, string> = {
  en: [
    'Thank you for telling me. What you describe is a warning sign, and it is not your fault. An adult who asks a teen to keep secrets from their parents, to meet alone or to send photos is not safe, whatever they promise.',
    '',
    '- **Do not meet this person**, and do not go anywhere with them.',
    "- **Do not send photos or videos**, and don't pay or send more if someone threatens you. Keep the messages as evidence.",
    '- **Tell a parent or another adult you trust** today: a school counselor, a teacher, a coach you know well.',
    '- **Report it** to the NCMEC CyberTipline: report.cybertip.org or 1-800-843-5678. If an image of you was shared, Take It Down (takeitdown.ncmec.org) can help remove it.',
    '- **If you are in danger now, call 911.**',
    '',
    'Real employers, recruiters and mentors on Pathscoop never ask you to keep secrets, to meet alone, to move to another app or to send photos.',
  ].join('\n'),
  es: [
    'Gracias por contármelo. Lo que describes es una señal de alerta y no es tu culpa. Un adulto que le pide a un adolescente guardar secretos con sus padres, verse a solas o mandar fotos no es alguien seguro, prometa lo que prometa.',
    '',
    '- **No te veas con esa persona** ni vayas a ningún lugar con ella.',
    '- **No mandes fotos ni videos**, y no pagues ni mandes más si te amenaza. Guarda los mensajes como prueba.',
    '- **Cuéntaselo hoy a tu mamá, tu papá u otro adulto de confianza**: un consejero escolar, un maestro.',
    '- **Denúncialo** en la CyberTipline de NCMEC: report.cybertip.org o 1-800-843-5678. Si se compartió una imagen tuya, Take It Down (takeitdown.ncmec.org) puede ayudar a quitarla.',
    '- **Si estás en peligro ahora, llama al 911.**',
    '',
    'Los empleadores, reclutadores y mentores reales de Pathscoop nunca te piden guardar secretos, verte a solas, cambiarte a otra app ni mandar fotos.',
  ].join('\n'),
};

const ABUSE: Record<Lang, string> = {
  en: [
    "I'm really sorry this is happening. Nobody has the right to hurt you, and it is not your fault. Thank you for telling me.",
    '',
    '- **Childhelp National Child Abuse Hotline**: call or text **1-800-422-4453** (any time, free, confidential).',
    '- **If you are in danger now, call 911.**',
    '- Tell an adult you trust outside the home: a school counselor, a teacher, a coach, a relative.',
    '- If you ever feel like hurting yourself, **call or text 988**.',
    '',
    "I'm still here if you want to keep talking.",
  ].join('\n'),
  es: [
    'Siento mucho que esto te esté pasando. Nadie tiene derecho a hacerte daño y no es tu culpa. Gracias por contármelo.',
    '',
    '- **Childhelp (línea nacional contra el abuso infantil)**: llama o envía un mensaje al **1-800-422-4453** (a cualquier hora, gratis, confidencial, en español).',
    '- **Si estás en peligro ahora, llama al 911.**',
    '- Cuéntaselo a un adulto de confianza fuera de casa: un consejero escolar, un maestro, un familiar.',
    '- Si alguna vez piensas en hacerte daño, **llama o escribe al 988**.',
    '',
    'Sigo aquí si quieres seguir hablando.',
  ].join('\n'),
};

const EATING: Record<Lang, string> = {
  en: [
    "Thank you for trusting me with this. Food and body worries can get really heavy, and you deserve support, not tips that could hurt you, so I won't give those.",
    '',
    '- Talk to a parent, a school counselor or a doctor you trust.',
    '- **ANAD eating disorder helpline**: **1-888-375-7767** (free support).',
    '- If you feel like hurting yourself, **call or text 988**; **if you are in danger now, call 911**.',
    '',
    "I'm still here if you want to keep talking.",
  ].join('\n'),
  es: [
    'Gracias por confiarme esto. Las preocupaciones por la comida y el cuerpo pesan mucho, y mereces apoyo, no consejos que te hagan daño, así que no voy a dar esos.',
    '',
    '- Habla con tu mamá, tu papá, un consejero escolar o un médico de confianza.',
    '- **Línea de ayuda de ANAD para trastornos alimentarios**: **1-888-375-7767**.',
    '- Si piensas en hacerte daño, **llama o escribe al 988**; **si estás en peligro ahora, llama al 911**.',
    '',
    'Sigo aquí si quieres seguir hablando.',
  ].join('\n'),
};

const BULLYING: Record<Lang, string> = {
  en: [
    "I'm sorry you're going through this. Being bullied is not your fault, and you shouldn't have to deal with it alone.",
    '',
    '- **Tell an adult you trust**: a parent, a school counselor, a teacher. Schools have to act on bullying.',
    '- **Save screenshots**, then block and report the accounts on the app.',
    '- StopBullying.gov has more on what you can do.',
    '- If it makes you feel like hurting yourself, **call or text 988**; **if you are in danger now, call 911**.',
    '',
    "I'm still here, and when you're ready we can talk about your plans too.",
  ].join('\n'),
  es: [
    'Siento mucho que estés pasando por esto. El acoso no es tu culpa y no tienes que enfrentarlo solo ni sola.',
    '',
    '- **Cuéntaselo a un adulto de confianza**: tu mamá, tu papá, un consejero escolar, un maestro. La escuela tiene que actuar.',
    '- **Guarda capturas de pantalla**, y luego bloquea y denuncia las cuentas en la app.',
    '- StopBullying.gov tiene información en español.',
    '- Si te hace pensar en hacerte daño, **llama o escribe al 988**; **si estás en peligro ahora, llama al 911**.',
    '',
    'Sigo aquí, y cuando quieras hablamos también de tus planes.',
  ].join('\n'),
};

const VIOLENCE: Record<Lang, string> = {
  en: [
    "I can't help with hurting anyone, and I'm taking what you wrote seriously.",
    '',
    '- **If anyone is in danger now, call 911.**',
    '- If you know about a threat to a school or a person, tell a parent, a teacher or a school counselor right away.',
    "- If you're so angry or hurt that you feel like doing something, **call or text 988**: they help with that too, any time.",
    '',
    "I'm still here if you want to talk.",
  ].join('\n'),
  es: [
    'No puedo ayudar a hacerle daño a nadie, y me tomo en serio lo que escribiste.',
    '',
    '- **Si alguien está en peligro ahora, llama al 911.**',
    '- Si sabes de una amenaza contra una escuela o una persona, díselo enseguida a tu mamá, tu papá, un maestro o un consejero escolar.',
    '- Si estás tan enojado o dolido que sientes que vas a hacer algo, **llama o escribe al 988**: también ayudan con eso.',
    '',
    'Sigo aquí si quieres hablar.',
  ].join('\n'),
};

const DRUGS: Record<Lang, string> = {
  en: [
    "I can't help with getting or using drugs or alcohol. If it's something you're struggling with, that's worth talking about with someone who can help:",
    '',
    '- **SAMHSA National Helpline**: **1-800-662-4357** (free, confidential, any time, in English and Spanish).',
    '- If someone took something and feels unwell, call **Poison Control at 1-800-222-1222**; **in an emergency, call 911**.',
    '- A parent, a school counselor or a doctor you trust can help too.',
    '',
    "I'm here for careers, school and planning whenever you want.",
  ].join('\n'),
  es: [
    'No puedo ayudar a conseguir ni a usar drogas o alcohol. Si es algo con lo que estás luchando, vale la pena hablarlo con alguien que pueda ayudar:',
    '',
    '- **Línea Nacional de SAMHSA**: **1-800-662-4357** (gratis, confidencial, a cualquier hora, en español).',
    '- Si alguien tomó algo y se siente mal, llama a **Poison Control al 1-800-222-1222**; **en una emergencia, llama al 911**.',
    '- Tu mamá, tu papá, un consejero escolar o un médico de confianza también pueden ayudar.',
    '',
    'Estoy aquí para carreras, escuela y planes cuando quieras.',
  ].join('\n'),
};

const SEXUAL: Record<Lang, string> = {
  en: [
    "That's not something I can help with. I'm here for careers, school and planning what comes next.",
    '',
    "If someone is pressuring you for photos or sexual chat, that's not okay and it's not your fault: tell a parent or an adult you trust, and you can report it to the NCMEC CyberTipline (report.cybertip.org).",
  ].join('\n'),
  es: [
    'Eso no es algo en lo que pueda ayudar. Estoy aquí para carreras, escuela y planes para lo que sigue.',
    '',
    'Si alguien te presiona para mandar fotos o tener conversaciones sexuales, eso no está bien y no es tu culpa: cuéntaselo a tu mamá, tu papá o un adulto de confianza, y puedes denunciarlo en la CyberTipline de NCMEC (report.cybertip.org).',
  ].join('\n'),
};

export const RISK_REPLIES: Record<RiskCategory, Record<Lang, string>> = {
  'self-harm': SELF_HARM,
  grooming: GROOMING,
  abuse: ABUSE,
  eating: EATING,
  bullying: BULLYING,
  violence: VIOLENCE,
  drugs: DRUGS,
  sexual: SEXUAL,
};

/** The reply for a message at risk: the primary category's, in the conversation's language. */
export function riskReply(category: RiskCategory, language: Lang): string {
  return RISK_REPLIES[category][language];
}

/** What the student sees when the provider's reply failed the reply check. */
export const SAFE_FALLBACK: Record<Lang, string> = {
  en: [
    "Sorry, I can't share that answer. I'm here for careers, school and planning what comes next.",
    '',
    'Could you ask me again, maybe in a different way? For example: what a career pays, what training it needs, or what to do this year.',
  ].join('\n'),
  es: [
    'Perdón, no puedo compartir esa respuesta. Estoy aquí para carreras, escuela y planes para lo que sigue.',
    '',
    '¿Me lo preguntas de otra forma? Por ejemplo: cuánto paga una carrera, qué estudios necesita o qué hacer este año.',
  ].join('\n'),
};
