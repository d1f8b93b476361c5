import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { linkCrisisNumbers, safeUrl } from './chat-text';

/**
 * An assistant reply rendered as Markdown with react-markdown (raw HTML is never rendered:
 * skipHtml), GitHub tables, and links restricted to the spec's schemes, opening in a new tab
 * without an opener; 988 is a tel:/sms: link a phone can act on.
 */
export function MarkdownMessage({ text }: { text: string }) {
  return (
    <div className="chat-markdown space-y-2 break-words text-ink-900 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_h1]:font-bold [&_h2]:font-bold [&_h3]:font-bold [&_li]:ml-5 [&_ol]:list-decimal [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_td]:border [&_td]:border-brand-100 [&_td]:p-1.5 [&_td]:align-top [&_th]:border [&_th]:border-brand-100 [&_th]:bg-brand-50 [&_th]:p-1.5 [&_th]:text-left [&_ul]:list-disc">
      <Markdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        urlTransform={(url) => safeUrl(url)}
        components={{
          a: ({ href, children }) =>
            href && /^(tel|sms):/i.test(href) ? (
              <a href={href}>{children}</a>
            ) : href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {children}
              </a>
            ) : (
              <span>{children}</span>
            ),
          table: ({ children }) => (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard
            <section className="overflow-x-auto" tabIndex={0} aria-label="Table">
              <table>{children}</table>
            </section>
          ),
          img: () => null,
        }}
      >
        {linkCrisisNumbers(text)}
      </Markdown>
    </div>
  );
}
