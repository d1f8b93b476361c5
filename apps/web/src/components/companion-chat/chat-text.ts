import { CHAT_HISTORY_LIMIT, CHAT_MAX_CHARS, type ChatHistoryItem } from '@pathscoop/contracts';
import { dateFormatter } from '../../lib/date-format';

/** A chat row on screen (spec §3 "Chat message": text, type user/assistant/date, date). */
export type ChatMessage = { text: string; type: 'user' | 'assistant' | 'date'; date: string };

export const TYPING_MS_PER_CHAR = 15;
export const COPIED_MS = 3000;
export const TRIM_NOTICE = 'Message trimmed to fit the 5000-character limit.';
export const SEND_ERROR = 'Something went wrong.';

/** HTML tags and comments removed before typing out or copying (spec §5); a linear scan. */
export function stripHtml(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      i = end < 0 ? text.length : end + 3;
      continue;
    }
    const ch = text[i] as string;
    if (ch === '<' && /[a-zA-Z/!]/.test(text[i + 1] ?? '')) {
      const end = text.indexOf('>', i + 1);
      if (end < 0) {
        out += text.slice(i + 1);
        break;
      }
      i = end + 1;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}

const SAFE_SCHEMES = new Set(['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:', 'tel:', 'sms:']);

/** Markdown links keep only http, https, irc, ircs, mailto and xmpp (spec §5); others are dropped. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url, 'https://invalid.example/');
    if (parsed.origin === 'https://invalid.example') return '';
    return SAFE_SCHEMES.has(parsed.protocol) ? url : '';
  } catch {
    return '';
  }
}

/** Empty or whitespace-only is not sent; over 5000 characters (after trimming) is cut. */
export function prepareOutgoing(raw: string): { text: string; trimmed: boolean } | null {
  const text = raw.trim();
  if (!text) return null;
  if (text.length > CHAT_MAX_CHARS) return { text: text.slice(0, CHAT_MAX_CHARS), trimmed: true };
  return { text, trimmed: false };
}

const dayFormat = dateFormatter({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const timeFormat = dateFormatter({ hour: 'numeric', minute: '2-digit' });
export const dayLabel = (iso: string) => dayFormat(new Date(iso));
export const timeLabel = (iso: string) => timeFormat(new Date(iso));
const dayKey = (iso: string) => new Date(iso).toDateString();

/** Appends a message, inserting a date separator when the day changes. */
export function appendMessage(list: ChatMessage[], message: ChatMessage): ChatMessage[] {
  const lastDated = [...list].reverse().find((m) => m.type !== 'date');
  const out = [...list];
  if (!lastDated || dayKey(lastDated.date) !== dayKey(message.date))
    out.push({ type: 'date', text: dayLabel(message.date), date: message.date });
  out.push(message);
  return out;
}

/** History replayed in order with date separators by day. */
export function fromHistory(items: ChatHistoryItem[]): ChatMessage[] {
  return items.reduce<ChatMessage[]>(
    (list, item) => appendMessage(list, { type: item.role, text: item.content, date: item.timestamp }),
    [],
  );
}

/** The history the AI call gets: the last 19 entries, date separators excluded. */
export function historyForSend(list: ChatMessage[]): { role: 'user' | 'assistant'; content: string }[] {
  return list
    .filter((m): m is ChatMessage & { type: 'user' | 'assistant' } => m.type !== 'date')
    .slice(-CHAT_HISTORY_LIMIT)
    .map((m) => ({ role: m.type, content: m.text }));
}

/**
 * The 988 Suicide & Crisis Lifeline as links a phone can act on (issue 24 #13): "text 988" becomes
 * an sms: link, any other standalone 988 a tel: link. Numbers already inside a Markdown link or
 * part of a longer number are left alone.
 */
export function linkCrisisNumbers(markdown: string): string {
  return markdown.replace(
    /(\btext(?:ing)?\s+)?(?<![[\d(:/.-])\b988\b(?![\d\]-])/gi,
    (_m, text: string | undefined) => (text ? `${text}[988](sms:988)` : '[988](tel:988)'),
  );
}

/** The text a reader sees in a rendered reply (what Copy copies): no Markdown marks. */
export function plainTextOf(element: HTMLElement | null, fallback: string): string {
  const text = element?.innerText?.trim();
  return text || stripHtml(fallback);
}
