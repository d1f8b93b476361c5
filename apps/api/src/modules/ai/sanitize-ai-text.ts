/**
 * Output rule for every AI answer (spec part 2 §5): HTML is never trusted — tags are removed, not
 * rendered — and Markdown links survive only for http, https, irc, ircs, mailto and xmpp. The web
 * client applies the same rule again before it types an answer out (defence in depth).
 *
 * Linear-time patterns only (no nested quantifiers): this runs on model output of any length.
 */
export const SAFE_LINK_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

const MAX_ANSWER_CHARS = 20_000;

function isSafeHref(href: string): boolean {
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]{0,20}):/.exec(href.trim());
  if (!scheme) return false; // relative links point into our own app: not from a model
  return (SAFE_LINK_SCHEMES as readonly string[]).includes((scheme[1] as string).toLowerCase());
}

/**
 * Removes HTML tags and comments, keeping their text. A single left-to-right scan (linear time):
 * a '<' that opens a tag, a closing tag or a comment is dropped up to its '>' (or '-->').
 */
export function stripHtml(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    if (lt === -1) {
      out += text.slice(i);
      break;
    }
    out += text.slice(i, lt);
    const next = text.charAt(lt + 1);
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      if (end === -1) break; // an unterminated comment hides the rest
      i = end + 3;
    } else if (/[a-zA-Z/!?]/.test(next)) {
      const end = text.indexOf('>', lt + 1);
      if (end === -1) {
        out += text.slice(lt).replace(/</g, ''); // no tag can close: keep the text, drop the brackets
        break;
      }
      i = end + 1;
    } else {
      out += '<'; // "a < b" is text
      i = lt + 1;
    }
  }
  return out;
}

const MAX_LABEL = 500;
const MAX_HREF = 2400;

/** The end of a link's "(…)" part starting at `from` (one level of nested parentheses), or -1. */
function closingParen(text: string, from: number): number {
  let depth = 0;
  for (let j = from; j < text.length && j - from < MAX_HREF; j += 1) {
    const ch = text.charAt(j);
    if (ch === '\n') return -1;
    if (ch === '(') depth += 1;
    else if (ch === ')') {
      if (depth === 0) return j;
      depth -= 1;
    }
  }
  return -1;
}

/**
 * Markdown links and images with an unsafe scheme keep their label only; bare unsafe URLs go.
 * A bounded left-to-right scan (linear time; a link regex with optional parts backtracks).
 */
export function dropUnsafeLinks(markdown: string): string {
  let out = '';
  let i = 0;
  for (;;) {
    const mid = markdown.indexOf('](', i);
    if (mid === -1) break;
    const windowStart = Math.max(i, mid - MAX_LABEL);
    const inWindow = markdown.slice(windowStart, mid).lastIndexOf('[');
    const open = inWindow === -1 ? -1 : windowStart + inWindow;
    const end = closingParen(markdown, mid + 2);
    const label = open === -1 ? null : markdown.slice(open + 1, mid);
    if (label === null || label.includes(']') || label.includes('\n') || end === -1) {
      out += markdown.slice(i, mid + 2);
      i = mid + 2;
      continue;
    }
    const start = open > i && markdown.charAt(open - 1) === '!' ? open - 1 : open;
    const href =
      markdown
        .slice(mid + 2, end)
        .trim()
        .split(' ')[0] ?? '';
    out += markdown.slice(i, start) + (isSafeHref(href) ? markdown.slice(start, end + 1) : label);
    i = end + 1;
  }
  return (out + markdown.slice(i)).replace(/\b(javascript|data|vbscript|file):[^\s\]]+/gi, '');
}

/** The one rule: strip HTML, drop unsafe links, remove NUL/control characters, bound the length. */
export function sanitizeAiText(text: string): string {
  const cleaned = dropUnsafeLinks(stripHtml(text))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .trim();
  return cleaned.length > MAX_ANSWER_CHARS ? `${cleaned.slice(0, MAX_ANSWER_CHARS)}…` : cleaned;
}
