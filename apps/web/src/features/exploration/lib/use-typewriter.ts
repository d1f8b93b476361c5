import { TYPING_MS_PER_CHAR } from '@pathscoop/contracts';
import { useEffect, useState } from 'react';
import { stripHtml } from '../../../lib/ai-answer';

/**
 * Types `text` out one character every 15 ms (spec §9), HTML stripped first. Users who ask for
 * reduced motion get the whole text at once.
 */
export function useTypewriter(text: string, active: boolean): { shown: string; done: boolean } {
  const clean = stripHtml(text);
  const [count, setCount] = useState(0);
  useEffect(() => {
    setCount(0);
    if (!active) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setCount(clean.length);
      return;
    }
    const timer = setInterval(() => {
      setCount((n) => {
        if (n + 1 >= clean.length) clearInterval(timer);
        return Math.min(clean.length, n + 1);
      });
    }, TYPING_MS_PER_CHAR);
    return () => clearInterval(timer);
  }, [clean, active]);
  return { shown: typedMarkdown(clean.slice(0, count)), done: count >= clean.length };
}

/**
 * Issue 24 #18: a half-typed answer must not show raw Markdown. A bold run being typed is closed
 * for now ("**Regis" → "**Regis**"), and a marker still being typed ("*" or an opening "**" with
 * nothing after it yet) is held back until its text arrives.
 */
export function typedMarkdown(partial: string): string {
  let s = partial;
  if (/(^|[^*])\*$/.test(s)) s = s.slice(0, -1);
  const markers = (s.match(/\*\*/g) ?? []).length;
  if (markers % 2 === 0) return s;
  return s.endsWith('**') ? s.slice(0, -2) : `${s}**`;
}
