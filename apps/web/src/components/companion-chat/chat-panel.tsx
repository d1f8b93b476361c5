import { type AiAgent, type ChatPreset, presetMessage } from '@pathscoop/contracts';
import { startTransition, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { PlanDetailErrorModal } from '../feedback/plan-detail-error-modal';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { clearChatHistory } from './api/clear-chat-history';
import { getChatContext } from './api/get-chat-context';
import { getChatHistory } from './api/get-chat-history';
import { sendChat } from './api/send-chat';
import {
  appendMessage,
  type ChatMessage,
  fromHistory,
  historyForSend,
  prepareOutgoing,
  SEND_ERROR,
  stripHtml,
  TRIM_NOTICE,
  TYPING_MS_PER_CHAR,
} from './chat-text';

/**
 * The message list renders replies as Markdown (react-markdown + remark-gfm, about 50 KB
 * compressed): it is its own chunk, fetched once there is something to show, so a page with an
 * empty chat (or a chat further down, like the career page's) does not wait for it (issue 26).
 */
type MessagesModule = typeof import('./chat-messages');
let messagesModule: MessagesModule | null = null;
const loadMessagesModule = () =>
  import('./chat-messages').then((m) => {
    messagesModule = m;
    return m;
  });

function useChatMessages(needed: boolean): MessagesModule['ChatMessages'] | null {
  const [module, setModule] = useState(messagesModule);
  useEffect(() => {
    if (!needed || module) return;
    let live = true;
    loadMessagesModule().then(
      (m) => live && setModule(m),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [needed, module]);
  return module?.ChatMessages ?? null;
}

type Props = {
  /** null: no agent yet (the input is disabled with 'Select an option above...'). */
  agent: AiAgent | null;
  preset?: ChatPreset | null;
  /** Taller message list on the companion page; compact under the Scoop on a career page. */
  variant?: 'page' | 'embedded';
  /** Added to the context line, e.g. 'I am looking at the career Registered Nurses.' on a career page. */
  contextNote?: string;
  /** The page's chat fills its (maximized) container instead of its fixed height. */
  fill?: boolean;
};

const MIN_HEIGHT = 45;
const MAX_HEIGHT = 200;

/**
 * The companion chat (spec part 2 §2 "Companion chat", §4 "Chat history and opening", "Sending").
 * History first; if it fails and no preset was given, an automatic 'Hi' with the context line
 * (the student's own 'Hi' stays hidden); with ?type= the preset opening is sent once history has
 * loaded and the student has saved careers.
 */
export function ChatPanel({ agent, preset = null, variant = 'page', contextNote, fill = false }: Props) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [responding, setResponding] = useState(false);
  const [typingOut, setTypingOut] = useState<{ full: string; shown: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [planDetail, setPlanDetail] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [confirmClear, setConfirmClear] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const contextRef = useRef<Promise<Awaited<ReturnType<typeof getChatContext>>> | null>(null);
  const messagesRef = useRef<ChatMessage[]>([]);
  messagesRef.current = messages;
  const presetSent = useRef(false);
  const inputId = useId();
  const tipId = useId();

  const context = useCallback(() => {
    contextRef.current ??= getChatContext().catch(() => ({ firstMsg: '', savedTitles: [], firstName: '' }));
    return contextRef.current;
  }, []);

  const busy = responding || typingOut !== null;
  // Effects follow the agent's id (a caller may pass a new object on every render).
  const agentId = agent?.id ?? null;

  const send = useCallback(
    async (text: string, options: { hidden?: boolean } = {}) => {
      if (agentId === null) return;
      setError(null);
      const now = new Date().toISOString();
      const before = messagesRef.current;
      if (!options.hidden) setMessages((list) => appendMessage(list, { type: 'user', text, date: now }));
      setResponding(true);
      try {
        const ctx = await context();
        const reply = await sendChat(agentId, {
          messages: [
            {
              role: 'system',
              content: [ctx.firstMsg || 'A student using Pathscoop.', contextNote].filter(Boolean).join(' '),
            },
            ...historyForSend(before),
            { role: 'user', content: text },
          ],
        });
        const content = stripHtml(reply.response.map((r) => r.message.content).join('\n\n'));
        setResponding(false);
        setTypingOut({ full: content, shown: 0 });
      } catch (err) {
        setResponding(false);
        if (err instanceof ApiError && err.status === 403 && err.detail) setPlanDetail(err.detail);
        else
          setError(
            err instanceof ApiError && err.status === 429 && err.detail
              ? `${SEND_ERROR} ${err.detail}`
              : SEND_ERROR,
          );
      }
    },
    [agentId, context, contextNote],
  );

  // Reply typed out at 15 ms per character, then kept as an assistant message.
  useEffect(() => {
    if (!typingOut) return;
    if (typingOut.shown >= typingOut.full.length) {
      setMessages((list) =>
        appendMessage(list, { type: 'assistant', text: typingOut.full, date: new Date().toISOString() }),
      );
      setTypingOut(null);
      // The finished reply and the input in view (a phone may have scrolled the page meanwhile).
      textarea.current?.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    const step = Math.max(1, Math.floor(typingOut.full.length / 4000));
    const timer = setTimeout(
      () => setTypingOut((t) => (t ? { ...t, shown: Math.min(t.full.length, t.shown + step) } : t)),
      TYPING_MS_PER_CHAR,
    );
    return () => clearTimeout(timer);
  }, [typingOut]);

  // Opening: history, then the automatic greeting or the preset.
  useEffect(() => {
    if (agentId === null) return;
    let cancelled = false;
    setMessages([]);
    setLoaded(false);
    presetSent.current = false;
    getChatHistory(agentId)
      .then((items) => {
        if (cancelled) return;
        // The history renders as a transition (in slices, not one long task; issue 26).
        startTransition(() => {
          setMessages(fromHistory(items));
          setLoaded(true);
        });
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        setLoaded(true);
        if (err instanceof ApiError && err.status === 403 && err.detail) {
          setPlanDetail(err.detail);
          return;
        }
        if (!preset) void send('Hi', { hidden: true });
      });
    return () => {
      cancelled = true;
    };
  }, [agentId, preset, send]);

  useEffect(() => {
    if (agentId === null || !preset || !loaded || presetSent.current || planDetail) return;
    presetSent.current = true;
    void context().then((ctx) => {
      if (ctx.savedTitles.length) void send(presetMessage(preset, ctx.savedTitles));
    });
  }, [agentId, preset, loaded, planDetail, context, send]);

  const empty = messages.length === 0 && !busy;
  const ChatMessages = useChatMessages(!empty);

  // Keep the newest message in view (also once the list's renderer has arrived).
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the list or the typed text changes
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages, typingOut, responding, ChatMessages]);

  const grow = () => {
    const el = textarea.current;
    if (!el) return;
    el.style.height = `${MIN_HEIGHT}px`;
    el.style.height = `${Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, el.scrollHeight))}px`;
  };

  const submit = () => {
    if (busy) return;
    const out = prepareOutgoing(draft);
    if (!out) return;
    setNotice(out.trimmed ? TRIM_NOTICE : null);
    setDraft('');
    requestAnimationFrame(grow);
    // The student types on right away: focus stays in (or comes back to) the input.
    textarea.current?.focus();
    void send(out.text);
  };

  const clear = async () => {
    if (agentId === null) return;
    try {
      await clearChatHistory(agentId);
    } catch (err) {
      console.error('Clear Messages failed', err);
    }
    setMessages([]);
    setTypingOut(null);
    setResponding(false);
    setError(null);
    setNotice(null);
    // Closed with the list empty, so focus goes to the input (the Clear button is disabled now).
    setConfirmClear(false);
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-end border-b border-brand-100 px-4 py-2">
        <button
          type="button"
          onClick={() => setConfirmClear(true)}
          disabled={!agent || (messages.length === 0 && !busy)}
          className="min-h-11 rounded-full px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-ink-500"
        >
          Clear Messages
        </button>
      </div>
      <div
        ref={listRef}
        // A fixed height: the page never grows as messages arrive; the newest is scrolled into view.
        className={`overflow-y-auto px-4 py-4 ${
          fill
            ? 'min-h-0 flex-1'
            : variant === 'page'
              ? 'h-[max(20rem,min(34rem,calc(100svh-30rem)))]'
              : 'h-[24rem]'
        }`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling message list must be reachable by keyboard
        tabIndex={0}
        role="log"
        aria-label="Messages"
        aria-live="polite"
      >
        {empty ? (
          <p className="py-10 text-center text-ink-500">Chat not started yet</p>
        ) : ChatMessages ? (
          <ChatMessages messages={messages} typingOut={typingOut} responding={responding} />
        ) : (
          // The list has a fixed height: the messages arriving with their renderer move nothing.
          <p className="sr-only">Loading messages…</p>
        )}
      </div>
      <div className="border-t border-brand-100 px-4 pb-3 pt-3">
        {notice && (
          <p role="status" className="mb-2 text-sm text-cone-700">
            {notice}
          </p>
        )}
        <div className="flex items-end gap-2">
          <label htmlFor={inputId} className="sr-only">
            Message
          </label>
          {agent ? (
            <textarea
              id={inputId}
              ref={textarea}
              value={draft}
              rows={1}
              // Read-only rather than disabled while the companion answers: the focus stays here.
              readOnly={busy}
              aria-disabled={busy}
              placeholder="Start chatting ..."
              onChange={(e) => {
                setDraft(e.target.value);
                grow();
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  submit();
                }
              }}
              style={{ height: MIN_HEIGHT, minHeight: MIN_HEIGHT, maxHeight: MAX_HEIGHT }}
              className="flex-1 resize-none rounded-2xl border border-brand-200 bg-white px-4 py-2.5 text-ink-900 placeholder:text-ink-500 aria-disabled:bg-brand-50"
            />
          ) : (
            <span className="flex-1" title="Choose a companion first">
              <input
                id={inputId}
                disabled
                placeholder="Select an option above..."
                aria-describedby={tipId}
                className="h-[45px] w-full rounded-2xl border border-brand-200 bg-brand-50 px-4"
              />
              <span id={tipId} className="sr-only">
                Choose a companion first
              </span>
            </span>
          )}
          <button
            type="button"
            onClick={submit}
            disabled={!agent || busy || !draft.trim()}
            className="min-h-[45px] rounded-2xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-200 disabled:text-ink-700"
          >
            Send
          </button>
        </div>
        {error && (
          <p role="alert" className="mt-2 text-sm font-semibold text-brand-700">
            {error}
          </p>
        )}
        <p className="mt-2 text-xs text-ink-500">
          AI Companions may make mistakes. Please verify key information or consult a trusted professional.
        </p>
      </div>
      <PlanDetailErrorModal detail={planDetail} onBack={() => setPlanDetail(null)} />
      <Modal
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        title="Clear all messages?"
        returnFocus={() => (messagesRef.current.length === 0 ? textarea.current : null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmClear(false)}>
              Cancel
            </Button>
            <Button onClick={() => void clear()}>Clear messages</Button>
          </>
        }
      >
        <p>This deletes the whole conversation with this companion. It cannot be undone.</p>
      </Modal>
    </div>
  );
}
