/**
 * The local safety check for the companions (docs/companions.md, "Safety"). Pure: runs on every
 * student message and every reply before anything is stored or shown, with or without the
 * provider's moderation endpoint. Table-driven tests: safety.test.ts; figures: npm run ai:safety.
 */

export type SafetyCategory = 'self-harm' | 'sexual' | 'violence' | 'drugs' | 'hate' | 'pii' | 'injection';

export type SafetyVerdict = {
  categories: SafetyCategory[];
  /** The text with contact details masked (what is stored and sent on). */
  masked: string;
};

const SELF_HARM = [
  /\b(kill(ing)?|hurt(ing)?|harm(ing)?|cut(ting)?|hang(ing)?|shoot(ing)?|starv(e|ing)|burn(ing)?)\s+my\s?self\b/i,
  /\b(wish|want)\s+(that\s+)?i\s+(was|were)\s+(dead|never\s+born)\b/i,
  /\bend(ing)?\s+(it\s+all|my\s+(own\s+)?life)\b/i,
  /\bsuicid(e|al)\b(?!\s+prevention)/i,
  /\bself[-\s]?harm(ing)?\b/i,
  /\b(want|wanna|going|gonna|wish)\s+(to\s+)?(die|be\s+dead|not\s+(be\s+)?(alive|here))\b/i,
  /\bdon'?t\s+want\s+to\s+(live|be\s+alive|wake\s+up)\b/i,
  /\bno\s+(reason|point)\s+(in\s+|to\s+)?(keep\s+)?(living|live|going\s+on|being\s+alive)\b/i,
  /\b(take|taking)\s+(all\s+)?(my|the)\s+pills\b/i,
  /\boverdose\s+on\s+purpose\b/i,
  /\bbetter\s+off\s+(dead|without\s+me)\b/i,
];

const SEXUAL = [
  /\b(have|having|had)\s+sex\b/i,
  /\bsex(ting|ual\s+(acts?|content|stuff|positions?|fantas(y|ies)))\b/i,
  /\b(porn|porno|pornography|hentai|onlyfans|nudes?|naked\s+(pics?|photos?|pictures?)|erotic|horny|blowjob|orgasm)\b/i,
  /\b(hook\s?up|make\s+out)\s+with\b/i,
  /\bsend\s+(me\s+)?(nudes|pics\s+of\s+(you|your\s+body))\b/i,
  /\bsexy\s+(story|stories|pics?|photos?)\b/i,
];

const VIOLENCE = [
  /\b(kill|murder|stab|shoot|strangle|poison|torture)\s+(him|her|them|someone|somebody|people|my\s+\w+|a\s+(person|teacher|student|classmate|kid))\b/i,
  /\b(make|build|get|buy)\s+(a\s+)?(bomb|pipe\s+bomb|explosives?|gun|weapon)\b/i,
  /\bshoot\s+up\b/i,
  /\b(beat|beating)\s+(him|her|them|someone|somebody)\s+up\b/i,
  /\bschool\s+shooting\b/i,
  /\bhow\s+to\s+(hurt|attack)\s+(someone|somebody|people|a\s+person)\b/i,
];

const DRUGS = [
  /\b(cocaine|heroin|meth|methamphetamine|fentanyl|lsd|ecstasy|mdma|crack\s+cocaine|shrooms|ketamine)\b/i,
  /\b(buy|sell|selling|deal|dealing|take|taking|do|doing|try|smoke|smoking|grow|make|cook|get)\s+(some\s+)?(drugs|weed|pot|marijuana|crack|pills\s+to\s+get\s+high)\b/i,
  /\bget(ting)?\s+(high|stoned|wasted|drunk)\b/i,
  /\b(vape|vaping)\s+(without|at\s+school|secretly)\b/i,
  /\bfake\s+(id|prescription)\b/i,
];

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

/** Checks a student's message. */
export function checkUserMessage(text: string): SafetyVerdict {
  const categories: SafetyCategory[] = [];
  const plain = text.normalize('NFKC');
  if (anyMatch(SELF_HARM, plain)) categories.push('self-harm');
  if (anyMatch(SEXUAL, plain)) categories.push('sexual');
  if (anyMatch(VIOLENCE, plain)) categories.push('violence');
  if (anyMatch(DRUGS, plain)) categories.push('drugs');
  if (anyMatch(HATE, plain)) categories.push('hate');
  if (anyMatch(INJECTION, plain)) categories.push('injection');
  const { masked, found } = maskContactDetails(text);
  if (found) categories.push('pii');
  return { categories, masked };
}

/**
 * Checks a reply before it is stored or shown: unsafe content, contact details, and our own
 * instructions leaking (`systemPrompt`: any 60-character run of it in the reply).
 */
export function checkReply(text: string, systemPrompt: string): SafetyCategory[] {
  const categories: SafetyCategory[] = [];
  if (anyMatch(SEXUAL, text)) categories.push('sexual');
  if (anyMatch(VIOLENCE, text)) categories.push('violence');
  if (anyMatch(DRUGS, text) && !/988/.test(text)) categories.push('drugs');
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
  if (name.startsWith('sexual')) return 'sexual';
  if (name.startsWith('violence')) return 'violence';
  if (name.startsWith('hate') || name.startsWith('harassment')) return 'hate';
  if (name.startsWith('illicit')) return 'drugs';
  return null;
}

export const SAFETY_REPLIES = {
  selfHarm: [
    "I'm really sorry you're going through this, and I'm glad you told me. You don't have to face it alone.",
    '',
    'Please reach out to the **988 Suicide & Crisis Lifeline** right now: **call or text 988** (free, confidential, any time of day or night in the US). If you are in danger right now, call **911**.',
    '',
    'It can also help to talk to someone you trust: a parent or guardian, a school counselor, a teacher or a coach.',
    '',
    "I'm a careers companion, so the people at 988 are the right ones to help with this. I'll be here whenever you want to talk about your plans.",
  ].join('\n'),
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
