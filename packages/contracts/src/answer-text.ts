/**
 * The client's output rule for AI answers (spec part 2 §5): HTML tags are stripped before typing
 * out or copying; Markdown links are kept only for http, https, irc, ircs, mailto and xmpp. The
 * server applies the same rule (docs/ai.md); this is the second line of defence.
 */
export const SAFE_LINK_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

export function isSafeHref(href: string): boolean {
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim());
  return Boolean(m && (SAFE_LINK_SCHEMES as readonly string[]).includes((m[1] ?? '').toLowerCase()));
}

/** Removes HTML comments and tags (a linear scan, never a DOM parse) and unsafe Markdown links. */
export function stripHtml(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      i = end === -1 ? text.length : end + 3;
      continue;
    }
    const c = text[i] as string;
    if (c === '<' && /[a-zA-Z/!?]/.test(text[i + 1] ?? '')) {
      const end = text.indexOf('>', i + 1);
      if (end === -1) break;
      i = end + 1;
      continue;
    }
    out += c;
    i++;
  }
  // [label](unsafe:...) → label
  return mapMarkdownLinks(out, (label, href, whole) => (isSafeHref(href) ? whole : label));
}

const MAX_LABEL = 500;
const MAX_HREF = 2000;

/**
 * Finds Markdown links `[label](href)` (href without spaces, at most one level of parentheses)
 * with a bounded forward scan instead of a regular expression (no backtracking: linear time),
 * and replaces each with `replace(label, href, whole)`.
 */
export function mapMarkdownLinks(
  text: string,
  replace: (label: string, href: string, whole: string) => string,
): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('[', i);
    if (open === -1) break;
    out += text.slice(i, open);
    const link = readMarkdownLink(text, open);
    if (link) {
      out += replace(link.label, link.href, text.slice(open, link.end));
      i = link.end;
    } else {
      out += '[';
      i = open + 1;
    }
  }
  return out + text.slice(i);
}

/** The Markdown link starting at `open` (a '['), or null. */
export function readMarkdownLink(
  text: string,
  open: number,
): { label: string; href: string; end: number } | null {
  let j = open + 1;
  while (j < text.length && j - open <= MAX_LABEL && text[j] !== ']' && text[j] !== '[') j++;
  if (text[j] !== ']' || text[j + 1] !== '(') return null;
  const label = text.slice(open + 1, j);
  let k = j + 2;
  let depth = 0;
  while (k < text.length && k - j <= MAX_HREF) {
    const c = text[k] as string;
    if (/\s/.test(c)) return null;
    if (c === '(') {
      if (depth === 1) return null;
      depth++;
    } else if (c === ')') {
      if (depth === 0) return { label, href: text.slice(j + 2, k), end: k + 1 };
      depth--;
    }
    k++;
  }
  return null;
}
