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
const HATE = [
  new RegExp(`\\b(hate|despise)\\s+(all\\s+)?${HATE_GROUPS}(\\s+people)?\\b`, 'i'),
  new RegExp(
    `\\b${HATE_GROUPS}(\\s+people)?\\s+(are|is)\\s+(inferior|subhuman|animals|stupid|trash|disgusting|worthless)\\b`,
    'i',
  ),
  /\b(white\s+power|heil\s+hitler|ethnic\s+cleansing|gas\s+the)\b/i,
  /\bjoke\s+about\s+(black|asian|jewish|gay|trans|muslim|mexican)\s+people\b/i,
];

const INJECTION = [
  /\b(ignore|forget|disregard|override|bypass)\s+(\w+\s+){0,3}?(instructions|rules|prompts?|guidelines|restrictions|programming)\b/i,
  /\b(system|hidden|initial|original)\s+(prompt|instructions|message)\b/i,
  /\b(print|show|reveal|repeat|tell\s+me|give\s+me|output|display|what\s+(are|is))\s+(me\s+)?(your|the)\s+(exact\s+|full\s+|secret\s+)?(instructions|rules|prompt|guidelines|configuration)\b/i,
  /\byou\s+are\s+now\s+(a\s+|an\s+)?(dan|unrestricted|unfiltered|jailbroken|evil|free)\b/i,
  /\b(developer|god|jailbreak|dan)\s+mode\b/i,
  /\bjailbreak\b/i,
  /\b(without|with\s+no)\s+(any\s+)?(rules|restrictions|filters|limits)\b/i,
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
  /\b\d{1,6}\s+([A-Z][a-z]+\.?\s+){0,3}(street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|circle|parkway|pkwy|highway|hwy)\b\.?(\s*(apt|apartment|unit|#)\s*\w+)?/gi;
const LIVE_AT = /\b(i\s+live\s+(at|on)|my\s+(home\s+)?address\s+is)\s+[^.,\n]{3,60}/gi;

const anyMatch = (patterns: RegExp[], text: string) => patterns.some((p) => p.test(text));

/** Masks e-mail addresses, phone numbers and street addresses. */
export function maskContactDetails(text: string): { masked: string; found: boolean } {
  let found = false;
  const mark = (label: string) => () => {
    found = true;
    return label;
  };
  const masked = maskEmails(text, mark('[e-mail hidden]'))
    .replace(LIVE_AT, mark('[address hidden]'))
    .replace(STREET, mark('[address hidden]'))
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
