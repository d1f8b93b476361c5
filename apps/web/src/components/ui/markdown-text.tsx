import { Fragment, type ReactNode } from 'react';
import { isSafeHref, readMarkdownLink, stripHtml } from '../../lib/ai-answer';

/**
 * A small, safe Markdown renderer for AI answers: paragraphs, '- ' and '1. ' lists, **bold** and
 * links (safe schemes only, new tab without an opener). Builds React elements; never sets HTML.
 */
export function MarkdownText({ text, className = '' }: { text: string; className?: string }) {
  const blocks = stripHtml(text).split(/\n{2,}/);
  return (
    <div className={`space-y-2 ${className}`}>
      {blocks.map((block, b) => {
        const lines = block.split('\n').filter((l) => l.trim() !== '');
        if (lines.length && lines.every((l) => /^\s*[-*]\s+/.test(l)))
          return (
            <ul key={b} className="list-disc space-y-1 pl-5">
              {lines.map((l, i) => (
                <li key={i}>{inline(l.replace(/^\s*[-*]\s+/, ''))}</li>
              ))}
            </ul>
          );
        if (lines.length && lines.every((l) => /^\s*\d+\.\s+/.test(l)))
          return (
            <ol key={b} className="list-decimal space-y-1 pl-5">
              {lines.map((l, i) => (
                <li key={i}>{inline(l.replace(/^\s*\d+\.\s+/, ''))}</li>
              ))}
            </ol>
          );
        return (
          <p key={b}>
            {lines.map((l, i) => (
              <Fragment key={i}>
                {i > 0 && <br />}
                {inline(l)}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const link = text[i] === '[' ? readMarkdownLink(text, i) : null;
    if (link) {
      out.push(...bold(plain, out.length));
      plain = '';
      out.push(
        isSafeHref(link.href) ? (
          <a
            key={`l${i}`}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline"
          >
            {link.label}
          </a>
        ) : (
          link.label
        ),
      );
      i = link.end;
    } else {
      plain += text[i];
      i++;
    }
  }
  out.push(...bold(plain, out.length));
  return out;
}

/** `**bold**` runs (bounded, no nesting) in a plain segment. */
function bold(text: string, base: number): ReactNode[] {
  const parts = text.split(/\*\*([^*\n]{1,500})\*\*/);
  return parts
    .map((part, k) => (k % 2 ? <strong key={`b${base}-${k}`}>{part}</strong> : part))
    .filter((p) => p !== '');
}
