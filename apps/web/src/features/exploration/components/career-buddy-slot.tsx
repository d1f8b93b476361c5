import { type ComponentProps, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ChatPanel as ChatPanelType } from '../../../components/companion-chat/chat-panel';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';

type ChatPanelProps = ComponentProps<typeof ChatPanelType>;

const ChatPanel = lazyWithPreload<ChatPanelProps>(() =>
  import('../../../components/companion-chat/chat-panel').then((m) => ({ default: m.ChatPanel })),
);

/** How far below the screen the chat starts loading: a scroll or a few Tabs away. */
const NEAR = '1000px 0px';

/**
 * The chat sits below the Scoop, off the first screen: its code, its schemas and its history are
 * fetched when the student comes near it, not while the career page loads (issue 26: building the
 * chat on load cost a phone about 200 ms of script before the page answered). Until then a shell of
 * the same size holds its place, so nothing moves when it arrives.
 */
function DeferredChatPanel(props: ChatPanelProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = holder.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={holder}>
      {near ? (
        <Suspense fallback={<ChatPanelShell />}>
          <ChatPanel {...props} />
        </Suspense>
      ) : (
        <ChatPanelShell />
      )}
    </div>
  );
}

/** The embedded chat's outline at its own size (top bar, 24rem list, message box, notice). */
function ChatPanelShell() {
  return (
    <div aria-busy="true">
      <div className="flex min-h-[61px] items-center justify-end border-b border-brand-100 px-4 py-2" />
      <div className="h-[24rem] px-4 py-4">
        <p className="sr-only">Loading the chat…</p>
      </div>
      <div className="border-t border-brand-100 px-4 pb-3 pt-3">
        <div className="h-[45px] rounded-2xl border border-brand-200 bg-brand-50" />
        <p className="mt-2 text-xs text-ink-500">
          AI Companions may make mistakes. Please verify key information or consult a trusted professional.
        </p>
      </div>
    </div>
  );
}

/**
 * The AI Career Buddy chat under the Scoop (spec part 2, career detail): the companions' chat
 * (components/companion-chat) when the student has the Career Buddy (`agentId`), told which career
 * the page is about; without it, the spec's note that it comes with the AI Companions subscription.
 */
export function CareerBuddySlot({
  agentId,
  careerTitle,
  catalogueTitle,
}: {
  agentId: number | null;
  careerTitle: string;
  /** The catalogue title (what the companion's retrieval matches); defaults to `careerTitle`. */
  catalogueTitle?: string;
}) {
  return (
    <section
      aria-labelledby="career-buddy-title"
      data-slot="career-buddy-chat"
      className="overflow-hidden rounded-3xl bg-white ring-1 ring-brand-100"
    >
      <div className="bg-mint-100/60 px-5 pt-5 pb-3 sm:px-6">
        <h2 id="career-buddy-title" className="font-display text-xl font-bold text-ink-900">
          AI Career Buddy
        </h2>
        {agentId ? (
          <p className="mt-1 text-ink-700">
            Ask your Career Buddy anything about {careerTitle}.{' '}
            <Link
              to={`/profile/ai-companions/${agentId}/career-buddy`}
              className="font-semibold text-brand-700 underline"
            >
              Open the full chat
            </Link>
          </p>
        ) : (
          <p className="mt-1 pb-2 text-ink-700">
            Chat about {careerTitle} with the AI Career Buddy: it comes with the AI Companions subscription.{' '}
            <Link to="/pricingplan" className="font-semibold text-brand-700 underline">
              See plans
            </Link>
          </p>
        )}
      </div>
      {agentId ? (
        <DeferredChatPanel
          agent={{ id: agentId, name: 'Career Buddy', image: '', short_description: '' }}
          variant="embedded"
          contextNote={`I am looking at the career ${catalogueTitle ?? careerTitle}.`}
        />
      ) : null}
    </section>
  );
}
