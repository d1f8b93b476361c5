import { type RefObject, useEffect, useRef, useState } from 'react';
import { type ChatMessage, COPIED_MS, plainTextOf, timeLabel } from './chat-text';
import { MarkdownMessage } from './markdown-message';

/** Copies the reply as the reader sees it (plain text, no Markdown marks). */
function CopyButton({ text, source }: { text: string; source: RefObject<HTMLDivElement | null> }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={() => {
          navigator.clipboard
            .writeText(plainTextOf(source.current, text))
            .then(() => setCopied(true))
            .catch((err: unknown) => console.error('Copy failed', err));
        }}
        className="min-h-8 rounded-full px-2 text-xs font-semibold text-brand-700 hover:bg-brand-50"
      >
        Copy
      </button>
      {copied && (
        <span role="status" className="text-xs font-semibold text-mint-700">
          Copied successfully!
        </span>
      )}
    </span>
  );
}

function AssistantMessage({ text, date }: { text: string; date: string }) {
  const body = useRef<HTMLDivElement>(null);
  return (
    <li
      className="mr-auto max-w-[92%] rounded-2xl rounded-bl-md bg-cream px-4 py-3 ring-1 ring-brand-100"
      data-testid="assistant-message"
    >
      <div ref={body}>
        <MarkdownMessage text={text} />
      </div>
      <div className="mt-2 flex items-center justify-between gap-2">
        <span className="text-xs text-ink-500">Sent {timeLabel(date)}</span>
        <CopyButton text={text} source={body} />
      </div>
    </li>
  );
}

/** The message list: date separators, user bubbles, assistant replies with 'Sent {time}' and Copy. */
export function ChatMessages({
  messages,
  typingOut,
  responding,
}: {
  messages: ChatMessage[];
  typingOut: { full: string; shown: number } | null;
  responding: boolean;
}) {
  return (
    <ol className="flex flex-col gap-3">
      {messages.map((m, i) => {
        const key = `${i}-${m.type}-${m.date}`;
        if (m.type === 'date')
          return (
            <li
              key={key}
              className="my-1 text-center text-xs font-semibold uppercase tracking-wide text-ink-500"
            >
              {m.text}
            </li>
          );
        if (m.type === 'user')
          return (
            <li
              key={key}
              className="ml-auto max-w-[85%] whitespace-pre-wrap rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-white"
            >
              <span className="sr-only">You: </span>
              {m.text}
            </li>
          );
        return <AssistantMessage key={key} text={m.text} date={m.date} />;
      })}
      {typingOut && (
        <li
          className="mr-auto max-w-[92%] rounded-2xl rounded-bl-md bg-cream px-4 py-3 ring-1 ring-brand-100"
          aria-busy="true"
        >
          <MarkdownMessage text={typingOut.full.slice(0, typingOut.shown)} />
        </li>
      )}
      {responding && (
        <li
          className="mr-auto rounded-2xl bg-cream px-4 py-3 ring-1 ring-brand-100"
          aria-label="The companion is typing"
        >
          <span className="flex gap-1" aria-hidden="true">
            <span className="h-2 w-2 animate-bounce rounded-full bg-brand-500" />
            <span className="h-2 w-2 animate-bounce rounded-full bg-brand-500 [animation-delay:120ms]" />
            <span className="h-2 w-2 animate-bounce rounded-full bg-brand-500 [animation-delay:240ms]" />
          </span>
        </li>
      )}
    </ol>
  );
}
