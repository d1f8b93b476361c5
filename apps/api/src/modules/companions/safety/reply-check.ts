/**
 * The check on a provider's reply before a student sees it (docs/companions.md, "Safety"): a model
 * can be talked into things, so its text is read like a student's message and more. A reply fails
 * when it gives a self-harm method, asks for secrecy, arranges meeting alone, carries contact
 * details or handles, paraphrases our instructions, or carries sexual, violent or drug content.
 * The caller replaces a failed reply with SAFE_FALLBACK and flags it.
 */
import { assessMessage } from './classifier';
import { compile, matches, type Pattern } from './match';
import { tokens } from './text';

export type ReplyIssue =
  | 'self-harm-method'
  | 'secrecy'
  | 'meeting-alone'
  | 'contact-details'
  | 'instructions'
  | 'sexual'
  | 'violence'
  | 'drugs';

const c = (list: string[]) => list.map(compile);

const METHOD = c([
  'take|taking|swallow ~3 # ~3 pills|tablets|capsules|mg|milligrams|grams',
  '# ~1 mg|milligrams|grams|tablets|pills ~6 lethal|fatal|enough|die|death|kill|overdose',
  'lethal|fatal|deadly ~2 dose|amount|quantity|dosis',
  'dosis ~1 letal|mortal',
  '# ~2 pastillas ~4 tomalas|juntas|morir',
  'overdose ~3 on|with|requires|takes|needs',
  'noose|ligature|soga',
  'tie ~4 rope|knot|belt|cord',
  'jump|jumping ~5 from|off ~5 floors|floor|feet|meters|height|bridge|building|roof',
  'cut|cutting ~3 deeper|vertically|along|lengthwise|wrist|wrists|artery|veins',
  'painless|quick|quickest|easiest|effective ~2 way|method|methods|manera',
  'most ~1 effective ~1 way|method',
  'hide ~3 cuts|scars|marks ~3 from',
  'suffocat*|asphyxi*',
]);

const SECRECY = c([
  'dont|not|never|no ~2 tell ~3 parents|parent|mom|dad|anyone|anybody|family|guardian|guardians|teacher|counselor',
  'keep ~4 secret|private|quiet|hidden|between',
  'keep ~3 it|this ~1 from',
  'our ~1 little ~1 secret',
  'our ~1 secret',
  'just ~1 between ~1 us|you',
  'between ~1 you ~1 and ~1 me',
  'no ~1 need|reason ~3 tell|know',
  'doesnt|dont ~2 need ~1 to ~1 know',
  'delete ~4 messages|chat|conversation|texts|history',
  'no ~2 le|les ~1 digas|cuentes ~3 padres|papas|mama|papa|nadie',
  'secreto',
]);

const MEETING = c([
  'meet|meeting|visit|come|go|see ~8 alone|yourself|privately|without ~2 parents|parent|anyone|adult|mom|dad',
  'meet|meet ~4 in ~1 person ~6 alone|secret|private|without',
  'dont|no ~1 need ~2 bring ~3 anyone|parent|parents|friend|adult',
  'dont ~1 bring ~3 anyone|parent|parents|friend|adult',
  'just ~1 the ~1 two ~1 of ~1 us',
  'a ~1 solas',
  'verte|vernos ~3 sola|solo|solas',
  'sin ~2 tus ~1 padres|papas',
  'pick ~2 you ~1 up',
  'my ~1 place|apartment|house|car|hotel|room',
]);

const CONTACT = c([
  'snap|snapchat|insta|instagram|whatsapp|telegram|discord|kik|tiktok|signal ~3 me|is|at|handle|username|id|add',
  'add ~1 me ~2 on',
  'my ~1 number|phone|cell|email|address|handle|username|snap|insta|discord|whatsapp',
  'text|call|dm|message|email ~2 me ~2 at|on',
  'mi ~1 numero|telefono|correo|direccion',
  'escribeme|llamame ~2 al|a',
]);

const INSTRUCTIONS_META = c([
  'my|the ~1 instructions|rules|guidelines|prompt|programming|directives',
  'system ~1 prompt|message|instructions',
  'i ~1 was|am|have|ve ~2 told|instructed|programmed|configured|designed ~1 to',
  'i ~1 was|am|have|ve ~1 been ~1 told|instructed|programmed|configured|designed|set',
  'set ~1 up ~1 to',
  'according ~1 to ~1 my|the ~1 instructions|rules|guidelines',
  'here ~2 are|is ~2 my|the ~1 instructions|rules|guidelines',
  'mis ~1 instrucciones|reglas',
  'me ~1 programaron|configuraron|indicaron',
]);

/** Ideas of our own rules block (companions.seed.ts): three or more in one reply is a paraphrase. */
const INSTRUCTION_IDEAS = [
  c([
    'careers|career ~4 school ~4 planning',
    'stay ~2 on ~2 careers|topic',
    'steer ~1 back',
    'carreras ~3 escuela ~3 planes',
  ]),
  c([
    'only ~3 facts|figures ~3 given|provided|you|i',
    'never|not ~1 invent',
    'facts ~3 wages|education|numbers',
    'solo ~3 datos ~3 dan|dados|tengo',
  ]),
  c([
    'contact ~1 details|information',
    'phone ~1 numbers|number ~3 addresses|email',
    'datos ~1 de ~1 contacto',
  ]),
  c(['sexual|violent ~3 drug|hateful|content']),
  c(['988|lifeline']),
  c([
    'never ~3 reveal|repeat|summarise|summarize|share ~4 instructions|rules|prompt',
    'information ~3 not|never ~2 instructions',
  ]),
  c([
    'cannot|cant ~2 book|apply|browse|see ~1 grades',
    'under ~1 250 ~1 words',
    'aged ~1 13 ~2 18',
    'students ~1 aged',
  ]),
  c(['pretend ~2 to ~1 be ~1 someone ~1 else', 'nothing ~4 conversation ~2 can ~1 change']),
];

/** Our own hotline numbers are not "contact details" (a reply may well give 988 or 741741). */
const HOTLINES =
  /\b(?:1[-. ]?)?(?:800[-. ]?(?:273[-. ]?8255|422[-. ]?4453|662[-. ]?4357|843[-. ]?5678|222[-. ]?1222)|888[-. ]?375[-. ]?7767)\b/g;

function any(toks: ReturnType<typeof tokens>, patterns: Pattern[]) {
  return patterns.some((p) => matches(toks, p));
}

/** Whether `reply` repeats (verbatim, a 60-character run of a line) or paraphrases `systemPrompt`. */
export function leaksInstructions(reply: string, systemPrompt: string): boolean {
  const squash = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');
  const r = squash(reply);
  for (const line of squash(systemPrompt).split(/(?<=[.:])\s|\n/)) {
    if (line.length >= 60 && r.includes(line.slice(0, 60))) return true;
  }
  const toks = tokens(reply);
  const ideas = INSTRUCTION_IDEAS.filter((group) => any(toks, group)).length;
  const meta = any(toks, INSTRUCTIONS_META);
  return (meta && ideas >= 2) || ideas >= 4;
}

/**
 * The issues in a provider reply. `maskedFound` is whether maskContactDetails found an e-mail
 * address, a phone number or a street address in it (safety.ts).
 */
export async function checkProviderReply(
  reply: string,
  systemPrompt: string,
  maskedFound: boolean,
): Promise<ReplyIssue[]> {
  const issues: ReplyIssue[] = [];
  const toks = tokens(reply);
  if (any(toks, METHOD)) issues.push('self-harm-method');
  if (any(toks, SECRECY)) issues.push('secrecy');
  if (any(toks, MEETING)) issues.push('meeting-alone');
  if (maskedFound || /(^|\s)@[a-z0-9_.]{3,30}\b/i.test(reply) || any(toks, CONTACT))
    issues.push('contact-details');
  if (leaksInstructions(reply, systemPrompt)) issues.push('instructions');
  const content = await assessMessage(reply);
  for (const cat of ['sexual', 'violence', 'drugs'] as const)
    if (content.categories.includes(cat)) issues.push(cat);
  return issues;
}

export { HOTLINES };
