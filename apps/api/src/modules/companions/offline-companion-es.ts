/**
 * The offline companion's answers to a message written in Spanish (docs/companions.md, "Spanish"):
 * the same facts as the English answers (offline-companion.ts), with the framing in Spanish. The
 * catalogue's own texts (descriptions, tasks, education levels, skills) come from O*NET in
 * English and are shown as they are, with a note saying so. Pure, no I/O.
 */
import type { CareerFacts } from './grounding';
import type { OfflineInput } from './offline-companion';
import {
  type Aspect,
  careerSection,
  compareTable,
  highestPaid,
  type SectionLabels,
} from './offline-companion-sections';

// Read on text without accents and in lower case (see `plain`).
const ASPECTS: [Aspect, RegExp][] = [
  [
    'pay',
    /\b(gana|ganan|ganar|salario|salarios|sueldo|sueldos|paga|pagan|pago|dinero|ingresos?|cuanto (se )?gana)\b/,
  ],
  [
    'education',
    /\b(estudios?|estudiar|estudia|titulo|universidad|uni|escuela|colegio|carrera universitaria|licenciatura|certificado|formacion|preparacion|requisitos|como (me )?(hago|llego|convierto))\b/,
  ],
  ['skills', /\b(habilidades?|destrezas?|necesito saber|hay que saber|ser bueno|ser buena)\b/],
  ['day', /\b(dia|diario|diaria|tareas?|que hace|que hacen|rutina|trabajo de)\b/],
  ['next', /\b(siguientes? pasos?|proximos? pasos?|empezar|comenzar|prepararme|plan)\b/],
  ['overview', /\b(que es|cuentame|hablame|explica|explicame|describe|informacion)\b/],
];

const GREETING = /^\s*(hola|buenas|buenos dias|buenas tardes|buenas noches|que tal|saludos)\b/;
const THANKS = /\b(gracias|te agradezco)\b/;
/** Una despedida ("adiós", "nos vemos", "hasta mañana"), en un mensaje corto. */
// "me voy" only as the whole message: "me voy a …" may be anything ("me voy a tirar …").
const FAREWELL = /^\s*(adios|chao|chau|hasta luego|hasta manana|hasta pronto|nos vemos|(ya )?me voy[.!\s]*$)/;
const COMPARE = /\b(compara|comparar|comparame|comparacion|diferencia|diferencias|versus|vs|mejor)\b/;
const COST =
  /\b(cuesta|cuestan|costo|costos|coste|matricula|becas?|prestamos?|ayuda financiera|fafsa|pagar la (universidad|uni|escuela))\b/;
const CANNOT =
  /\b(aplica|aplicar|inscribeme|reserva|reservar|agenda|agendar) (por mi|una sesion|una cita)\b|\bbusca(r)? en (internet|la web|google)\b|\bescribe(me)? (mi|el) (ensayo|solicitud)\b|\bmis (notas|calificaciones)\b/;
const CAREER_WORDS =
  /\b(carrera|carreras|trabajo|trabajos|trabajar|empleo|empleos|profesion|oficio|universidad|estudiar|estudios|futuro|clases?|materias?|practicas|voluntariado|habilidades|salario|sueldo|dinero|ganar|titulo|programa|ser)\b/;

/** Lower case without accents, so that "¿Cuánto gana?" and "cuanto gana" read the same. */
const plain = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const SOURCE_NOTE =
  '_Los datos de cada carrera vienen de O*NET, la base de datos de empleos de EE. UU., y están en inglés._';

/** The median wage in Spanish ("$61,590 al año"), or null without a figure. */
function wage(c: CareerFacts): string | null {
  if (c.medianWage === null || c.wageNote === 'unavailable') return null;
  const amount = `$${c.medianWage.toLocaleString('en-US')}`;
  return c.wageNote === 'top_coded' ? `${amount} o más al año` : `${amount} al año`;
}

const payLine = (c: CareerFacts) => {
  const w = wage(c);
  return w
    ? `**Salario medio:** ${w} en EE. UU.${c.wageNote === 'broad_group' ? ' (cifra del grupo de ocupaciones más amplio)' : ''}: la mitad de quienes trabajan en esto gana más y la otra mitad gana menos.`
    : '**Salario medio:** no tengo una cifra de salario para esta carrera.';
};
const educationLine = (c: CareerFacts) => `**Educación típica:** ${c.education ?? 'no tengo este dato.'}`;

function nextSteps(c: CareerFacts): string {
  return [
    `**Próximos pasos hacia ${c.title}:**`,
    '1. Lee más sobre el trabajo y mira un video de "un día en la vida" de alguien que lo hace.',
    '2. Habla con alguien que trabaje en esto (una sesión con un mentor de Pathscoop es un buen comienzo).',
    `3. Elige clases y actividades que usen ${c.skills.slice(0, 2).join(' y ') || 'sus habilidades clave'}.`,
    `4. Infórmate sobre la educación que pide: ${c.education ?? 'pregúntale a tu consejero escolar'}.`,
  ].join('\n');
}

const LABELS: SectionLabels = {
  pay: payLine,
  education: educationLine,
  training: '**Formación:**',
  skills: '**Habilidades más importantes:**',
  tasks: '**Un día de trabajo puede incluir:**',
  nextSteps,
};

const IMPACT = { L: 'Bajo', M: 'Moderado', H: 'Alto' } as const;
const COMPARE_ROWS: [string, (c: CareerFacts) => string][] = [
  ['Salario medio', (c) => wage(c) ?? 'sin dato'],
  ['Educación típica', (c) => c.education ?? 'sin dato'],
  ['Preparación (Job Zone)', (c) => (c.jobZone ? String(c.jobZone) : 'sin dato')],
  ['Habilidades principales', (c) => c.skills.slice(0, 3).join(', ') || 'sin dato'],
  ['Impacto de la IA', (c) => (c.aiImpact ? IMPACT[c.aiImpact] : 'sin dato')],
];

function compare(input: OfflineInput): string {
  const cs = input.careers.slice(0, 4);
  if (cs.length < 2)
    return cs.length === 1
      ? `Puedo comparar carreras cuando me nombras al menos dos. Por ahora tengo **${cs[0]?.title}**: ¿con qué otra carrera la comparo?`
      : 'Dime las dos carreras que quieres comparar (por ejemplo, "compara enfermera y electricista") y las pongo lado a lado.';
  const best = highestPaid(cs);
  return [
    `Aquí tienes ${cs.map((c) => `**${c.title}**`).join(' y ')} lado a lado, ${input.student.firstName}:`,
    '',
    compareTable(cs, COMPARE_ROWS),
    '',
    best
      ? `De estas, **${best.title}** tiene el salario medio más alto. El salario es solo una parte: piensa en qué tareas disfrutarías más.`
      : '',
    '',
    SOURCE_NOTE,
  ].join('\n');
}

function costReply(input: OfflineInput): string {
  const cs = input.careers.slice(0, 3);
  return [
    'No tengo precios de universidades: la matrícula y la ayuda cambian según la escuela, el estado y los ingresos de la familia, así que cualquier cifra mía sería adivinar.',
    '',
    ...(cs.length
      ? [
          'Lo que sí te puedo decir es qué educación pide cada carrera, que es lo que más pesa en el costo:',
          ...cs.map((c) => `- **${c.title}**: ${c.education ?? 'la educación varía'}`),
          '',
        ]
      : []),
    '**Cómo encontrar cifras reales:**',
    '1. La **calculadora de precio neto** de cada universidad (en su sitio web) calcula lo que pagaría tu familia después de la ayuda.',
    '2. El [College Scorecard](https://collegescorecard.ed.gov/) del Departamento de Educación muestra el costo promedio y lo que ganan sus graduados.',
    '3. Llena la [FAFSA](https://studentaid.gov/) en tu último año de secundaria: abre becas federales, trabajo-estudio y préstamos.',
    '4. Empezar en un community college y luego transferirte puede bajar mucho el costo de una licenciatura.',
    '',
    `Pregúntale a tu consejero escolar por becas${input.student.firstName ? `, ${input.student.firstName}` : ''}: muchas son locales.`,
  ].join('\n');
}

function greeting(input: OfflineInput): string {
  const s = input.student;
  const saved = s.saved.length ? s.saved : s.topCareers.slice(0, 3);
  return [
    `¡Hola, ${s.firstName}! Soy ${input.agentName}. ${input.focus === 'college' ? 'Te ayudo a encontrar los programas y las escuelas que llevan a las carreras que te gustan.' : 'Te ayudo a explorar carreras y a planear tus próximos pasos.'}`,
    '',
    saved.length
      ? `Veo que te interesan ${saved
          .slice(0, 3)
          .map((t) => `**${t}**`)
          .join(', ')}. Puedes preguntarme:`
      : 'Puedes preguntarme:',
    '- ¿Qué hace un electricista todo el día?',
    '- ¿Cuánto gana una enfermera y qué estudios necesita?',
    '- Compara dos carreras lado a lado',
    '- ¿Cuáles son mis próximos pasos?',
  ].join('\n');
}

const outOfScope = (input: OfflineInput) =>
  [
    `Eso queda fuera de lo que puedo responder: soy ${input.agentName} y, sin conexión, solo sé de carreras, caminos de estudio y tus resultados de Pathscoop.`,
    '',
    'Prueba con: "¿cuánto gana un electricista?", "¿qué estudio para ser enfermera?" o "compara dos de mis carreras".',
  ].join('\n');

/** The offline companion's reply to a Spanish message (the presets are answered in English). */
export function writeSpanishReply(input: OfflineInput): string {
  const msg = plain(input.message);
  const words = msg.trim().split(/\s+/).length;
  if (CANNOT.test(msg))
    return 'Eso no lo puedo hacer: no reservo sesiones, no aplico a escuelas, no veo tus notas ni busco en internet. Sí puedo explicarte carreras, compararlas y ayudarte a planear, para que sepas exactamente qué hacer después.';
  if (COST.test(msg)) return costReply(input);
  if (GREETING.test(msg) && words <= 6 && !input.careers.length) return greeting(input);
  if (THANKS.test(msg) && words <= 6 && !input.careers.length)
    return '¡De nada! Pregúntame lo que quieras sobre carreras, la escuela o tus planes cuando quieras.';
  if (FAREWELL.test(msg) && words <= 5 && !input.careers.length)
    return `¡Hasta pronto, ${input.student.firstName}! Vuelve cuando quieras: tus carreras y resultados te esperan aquí.`;
  if (COMPARE.test(msg) && input.careers.length >= 1) return compare(input);
  if (!input.careers.length) {
    if (!CAREER_WORDS.test(msg)) return outOfScope(input);
    return [
      `Buena pregunta, ${input.student.firstName}. Dime de qué carrera hablas (por ejemplo "electricista" o "enfermera") y te respondo con datos reales.`,
      input.student.saved.length
        ? `\nTus carreras guardadas: ${input.student.saved.map((t) => `**${t}**`).join(', ')}.`
        : '',
      '\nEn general: empieza por conocer cómo es el trabajo, habla con alguien que lo haga y elige clases que usen sus habilidades.',
    ].join('');
  }
  const aspects = new Set<Aspect>(ASPECTS.filter(([, re]) => re.test(msg)).map(([a]) => a));
  if (input.focus === 'college' && (aspects.size === 0 || aspects.has('overview'))) aspects.add('education');
  const sections = input.careers.slice(0, 3).map((c) => careerSection(c, aspects, LABELS));
  return [...sections, SOURCE_NOTE, '¿Quieres compararla con otra carrera o planear tus próximos pasos?']
    .join('\n\n')
    .trim();
}
