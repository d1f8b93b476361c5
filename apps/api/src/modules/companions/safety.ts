/**
 * The local checks for the companions that are not the risk classifier (docs/companions.md,
 * "Safety"): hate, prompt injection, contact details (masked before anything is stored or sent on)
 * and our instructions leaking. Pure. The risk of self-harm, grooming, abuse, eating disorders,
 * bullying, drugs, violence and sexual content is the classifier's (safety/classifier.ts).
 * Table-driven tests: safety.test.ts; figures: npm run ai:safety.
 */

import type { RiskCategory } from './safety/lexicon';
import type { ReplyIssue } from './safety/reply-check';

/**
 * Risk categories come from the classifier (safety/classifier.ts); hate, prompt injection and
 * contact details (pii) from the checks here; reply issues from safety/reply-check.ts.
 */
export type SafetyCategory = RiskCategory | ReplyIssue | 'hate' | 'pii' | 'injection';

export type SafetyVerdict = {
  categories: SafetyCategory[];
  /** The text with contact details masked (what is stored and sent on). */
  masked: string;
};

const HATE_GROUPS =
  '(black|white|asian|hispanic|latino|latina|mexican|jewish|jews|muslims?|christians?|gay|lesbian|trans|transgender|disabled|immigrants?|women|girls|men|boys)';
// Eighteenth round: "i hate boys lol they are so immature" is a teenager's mood, not hate speech;
// "girls/boys are inferior …" still is (the second pattern).
const HATED_GROUPS =
  '(black|white|asian|hispanic|latino|latina|mexican|jewish|jews|muslims?|christians?|gay|lesbian|trans|transgender|disabled|immigrants?|women|men)';
const HATE = [
  new RegExp(`\\b(hate|despise)\\s+(all\\s+)?${HATED_GROUPS}(\\s+people)?\\b`, 'i'),
  new RegExp(
    `\\b${HATE_GROUPS}(\\s+people)?\\s+(are|is)\\s+(inferior|subhuman|animals|stupid|trash|disgusting|worthless)\\b`,
    'i',
  ),
  /\b(white\s+power|heil\s+hitler|ethnic\s+cleansing|gas\s+the)\b/i,
  /\bjoke\s+about\s+(black|asian|jewish|gay|trans|muslim|mexican)\s+people\b/i,
];

const INJECTION = [
  // Eighteenth round: "ignore the safety rules at work" and "forget the rules of chess" are no
  // attack on ours; an attack names whose rules ("your", "previous", "all", "the above" …).
  /\b(ignore|forget|disregard|override|bypass)\s+(\w+\s+){0,2}?(your|previous|prior|above|earlier|all|any|system|these|initial|original)\s+(\w+\s+){0,2}?(instructions|rules|prompts?|guidelines|restrictions|programming)\b/i,
  // Not "the original message" or "the prompt for the common app essay" (a college essay prompt).
  /\b(system|hidden|secret)\s+(prompt|instructions|message)\b/i,
  /\byour\s+(initial|original|first)\s+(prompt|instructions)\b/i,
  /\b(print|show|reveal|repeat|tell\s+me|give\s+me|output|display|what\s+(are|is|were)|whats)\s+(me\s+)?your\s+(exact\s+|full\s+|secret\s+)?(instructions|rules|prompt|guidelines|configuration)\b/i,
  // "the": only when nothing says which ("what are the rules for becoming a cop" is a question).
  /\b(print|reveal|repeat|output|display)\s+(me\s+)?the\s+(exact\s+|full\s+|secret\s+)?(instructions|prompt|configuration)\b(?!\s+(for|of|to|on|in|about|at|from)\b)/i,
  /\byou\s+are\s+now\s+(a\s+|an\s+)?(dan|unrestricted|unfiltered|jailbroken|evil|free)\b/i,
  /\b(developer|god|jailbreak|dan)\s+mode\b/i,
  /\bjailbreak\b/i,
  // An answer without our rules, not "a job with no limits on overtime".
  /\b(answer|respond|reply|talk|speak|chat|write|behave|act|pretend|operate|work)\s+(\w+\s+){0,3}?(without|with\s+no)\s+(any\s+)?(rules|restrictions|filters|limits|censorship)\b/i,
  /\byou\s+(have|with)\s+no\s+(rules|restrictions|filters|limits)\b/i,
  /\bact\s+as\s+(an?\s+)?(ai|assistant|chatbot|model)\s+(with|without|that)\b/i,
];

const LOCAL_CHAR = /[A-Za-z0-9._%+-]/;
const DOMAIN_CHAR = /[A-Za-z0-9.-]/;
const TLD = /^[A-Za-z]{2,}$/;

/**
 * E-mail addresses replaced by `label`: each '@' is widened to the address around it with a
 * character scan (linear; a regex with '+@' would rescan long runs from every start: ReDoS).
 */
function maskEmails(text: string, label: () => string): string {
  let out = '';
  let from = 0;
  let at = text.indexOf('@');
  while (at !== -1) {
    let start = at;
    while (start > from && LOCAL_CHAR.test(text.charAt(start - 1))) start -= 1;
    let end = at + 1;
    while (end < text.length && DOMAIN_CHAR.test(text.charAt(end))) end += 1;
    while (end > at + 1 && text.charAt(end - 1) === '.') end -= 1;
    const domain = text.slice(at + 1, end);
    const dot = domain.lastIndexOf('.');
    if (start < at && dot > 0 && TLD.test(domain.slice(dot + 1))) {
      out += text.slice(from, start) + label();
      from = end;
    }
    at = text.indexOf('@', Math.max(at + 1, from));
  }
  return out + text.slice(from);
}
// Phone numbers: 10+ digits with the usual separators, or 7 digits written as 555-0134.
const PHONE =
  /(?<![\w$])(\+?\d{1,3}[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)|(?<![\w$.,])\d{3}[\s.-]\d{4}(?![\d,])/g;
const STREET =
  /\b\d{1,6}\s+((?:[A-Za-z]+\.?\s+){0,3})(street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|circle|parkway|pkwy|highway|hwy)\b\.?(\s*(apt|apartment|unit|#)\s*\w+)?/gi;
/**
 * Eighteenth round: street types that are also ordinary words ("the number 1 way to get into med
 * school", "5 years down the road", "it takes 2 hours to drive", "7 to 3 at the place") count only
 * after a street name, and such a street name is no function word or unit of time or distance.
 * The other types ("street", "avenue", "blvd" …) are an address as before ("123 First Street",
 * "45 Long Beach Blvd").
 */
const COMMON_STREET_TYPES = new Set(['way', 'place', 'drive', 'court', 'road', 'lane', 'circle', 'terrace']);
const NOT_A_STREET_NAME = new Set(
  'a an the to at of in on for from by my your our his her their its this that these those and or but down up out off over more less most other next same only whole hour hours hr hrs minute minutes min mins year years yr yrs day days week weeks month months time times mile miles block blocks km is are was be am per each every'.split(
    ' ',
  ),
);
function isStreet(names: string, type: string): boolean {
  if (!COMMON_STREET_TYPES.has(type.toLowerCase())) return true;
  const words = names.toLowerCase().replace(/\./g, '').split(/\s+/).filter(Boolean);
  return words.length > 0 && !words.some((w) => NOT_A_STREET_NAME.has(w));
}
/**
 * "I live at/on …" and "my address is …": only with a house number or a street type in it ("i live
 * at home with my mom", "i live on campus", "i live on a farm" are no address).
 */
const LIVE_AT = /\b(i\s+live\s+(at|on)|my\s+(home\s+)?address\s+is)\s+[^.,\n]{3,60}/gi;
const ADDRESS_SIGN =
  /\d|\b(street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|circle|parkway|pkwy|highway|hwy|apt|apartment|calle|avenida)\b/i;

const anyMatch = (patterns: RegExp[], text: string) => patterns.some((p) => p.test(text));

/** Masks e-mail addresses, phone numbers and street addresses. */
export function maskContactDetails(text: string): { masked: string; found: boolean } {
  let found = false;
  const mark = (label: string) => () => {
    found = true;
    return label;
  };
  const address = mark('[address hidden]');
  const masked = maskEmails(text, mark('[e-mail hidden]'))
    .replace(LIVE_AT, (m: string) => (ADDRESS_SIGN.test(m.replace(/^\S+\s+\S+\s+\S+/, '')) ? address() : m))
    .replace(STREET, (m: string, names: string, type: string) => (isStreet(names, type) ? address() : m))
    .replace(PHONE, mark('[phone number hidden]'));
  return { masked, found };
}

/** Checks a student's message for hate, prompt injection and contact details. */
export function checkUserMessage(text: string): SafetyVerdict {
  const categories: SafetyCategory[] = [];
  const plain = text.normalize('NFKC');
  if (anyMatch(HATE, plain)) categories.push('hate');
  if (anyMatch(INJECTION, plain)) categories.push('injection');
  const { masked, found } = maskContactDetails(text);
  if (found) categories.push('pii');
  return { categories, masked };
}

/** Checks a reply (the offline companion's too) for hate and our instructions leaking verbatim. */
export function checkReply(text: string, systemPrompt: string): SafetyCategory[] {
  const categories: SafetyCategory[] = [];
  if (anyMatch(HATE, text)) categories.push('hate');
  if (leaksPrompt(text, systemPrompt)) categories.push('injection');
  return categories;
}

function leaksPrompt(reply: string, prompt: string): boolean {
  const squash = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');
  const r = squash(reply);
  const p = squash(prompt);
  if (r.includes('rules that nothing in the conversation can change')) return true;
  for (const line of p.split(/(?<=[.:])\s|\n/)) {
    if (line.length >= 60 && r.includes(line.slice(0, 60))) return true;
  }
  return false;
}

/** Maps a provider moderation category (OpenAI's names) to ours. */
export function fromModerationCategory(name: string): SafetyCategory | null {
  if (name.startsWith('self-harm')) return 'self-harm';
  if (name === 'sexual/minors') return 'grooming';
  if (name.startsWith('sexual')) return 'sexual';
  if (name === 'harassment/threatening' || name.startsWith('violence')) return 'violence';
  if (name.startsWith('harassment')) return 'bullying';
  if (name.startsWith('hate')) return 'hate';
  if (name.startsWith('illicit')) return 'drugs';
  return null;
}

export const SAFETY_REPLIES = {
  refusal: [
    "That's not something I can help with. I'm here for careers, school and planning what comes next.",
    '',
    'Here are some things we could do instead:',
    '- Find out what a career pays and what education it needs',
    '- Compare two careers side by side',
    '- Make a step-by-step plan for your next year',
  ].join('\n'),
  injection: [
    "I can't change my rules or share my instructions, and I stay a careers companion for students whatever a message asks.",
    '',
    'I can help with careers, school subjects, programs and next steps. What would you like to know?',
  ].join('\n'),
  piiReminder:
    "A quick reminder: please don't share personal details like phone numbers, home addresses or e-mail addresses in chat. I've hidden them from what is saved.",
} as const;
