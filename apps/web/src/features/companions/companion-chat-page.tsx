import { CHAT_PRESETS, type ChatPreset } from '@pathscoop/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { getChatHistory } from '../../components/companion-chat/api/get-chat-history';
import { ChatPanel } from '../../components/companion-chat/chat-panel';
import { PageSkeleton } from '../../components/feedback/page-skeleton';
import { PlanDetailErrorModal } from '../../components/feedback/plan-detail-error-modal';
import { useInertOutside } from '../../components/ui/use-modal-dialog';
import { ApiError } from '../../lib/api-client';
import { useDeferredQuery } from '../../lib/deferred-query';
import { useAgents } from './api/get-agents';

const isPreset = (v: string | null): v is ChatPreset => CHAT_PRESETS.includes(v as ChatPreset);

/** /profile/ai-companions/{id}/{name} (spec part 2 §2 "Companion chat"). */
export function Component() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const agents = useDeferredQuery(useAgents(1));
  const [maximized, setMaximized] = useState(false);
  const agent = agents.data?.results.find((a) => String(a.id) === id) ?? null;
  const type = search.get('type');
  const [planDetail, setPlanDetail] = useState<string | null>(null);
  const chatRef = useRef<HTMLElement>(null);
  // Maximized, the chat is a modal: the rest of the page is inert (WCAG 2.4.11, issue 26).
  useInertOutside(chatRef, maximized);

  // Not among the assigned companions: ask the server why (a 403 {detail} is shown before /pricingplan).
  const missing = agents.isSuccess && !agent && /^\d{1,9}$/.test(id ?? '');
  useEffect(() => {
    if (!missing) return;
    getChatHistory(Number(id)).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 403 && err.detail) setPlanDetail(err.detail);
    });
  }, [missing, id]);

  useEffect(() => {
    if (!maximized) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMaximized(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [maximized]);

  return (
    <section
      ref={chatRef}
      aria-label={agent ? `Chat with ${agent.name}` : 'Companion chat'}
      className={`flex flex-col overflow-hidden bg-white ring-1 ring-brand-100 ${
        maximized ? 'fixed inset-0 z-50 rounded-none' : 'rounded-[1.75rem]'
      }`}
    >
      <header className="flex items-center gap-3 border-b border-brand-100 px-4 py-3 sm:px-6">
        <button
          type="button"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/profile/ai-companions'))}
          className="min-h-11 rounded-full px-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <span aria-hidden="true">← </span>Back
        </button>
        {agent && <img src={agent.image} alt="" className="h-10 w-10 shrink-0 rounded-2xl sm:h-12 sm:w-12" />}
        <div className="min-w-0 flex-1">
          <h2 className="font-display text-lg font-bold text-ink-900">{agent?.name ?? 'AI Companion'}</h2>
          {agent && (
            <p className="truncate text-sm text-ink-500 sm:whitespace-normal">{agent.short_description}</p>
          )}
        </div>
        <button
          type="button"
          onClick={() => setMaximized((m) => !m)}
          aria-pressed={maximized}
          className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {maximized ? 'Minimize' : 'Maximize'}
        </button>
      </header>
      {agents.isPending ? (
        <PageSkeleton label="Loading your companion…" blocks={['h-[30rem]']} className="p-4" />
      ) : (
        <ChatPanel agent={agent} preset={isPreset(type) ? type : null} fill={maximized} />
      )}
      <PlanDetailErrorModal detail={planDetail} onBack={() => setPlanDetail(null)} />
    </section>
  );
}
