import type { ScoopQuestion } from '@pathscoop/contracts';
import { useState } from 'react';
import { MarkdownText } from '../../../components/ui/markdown-text';
import { ApiError } from '../../../lib/api-client';
import { refreshScoopAnswer } from '../api/refresh-scoop-answer';
import { useTypewriter } from '../lib/use-typewriter';

type Props = {
  questions: ScoopQuestion[];
  /** The open question (one at a time); the page owns it so that the learn-more dialog can close it. */
  openId: number | null;
  onOpen: (id: number | null) => void;
  onQuestionChange: (q: ScoopQuestion) => void;
  /** A 403 `{detail}` (no plan): the page shows it and its OK goes to /pricingplan. */
  onGated: (detail: string) => void;
};

/**
 * 'Get the Scoop on This Career': preset questions; opening one closes the previous, clicking the
 * open one closes it. The answer is typed out at 15 ms per character (HTML stripped). The counter
 * reads 'n/5 scoops'; refresh asks for a new answer and is disabled at 5.
 */
export function ScoopPanel({ questions, openId, onOpen, onQuestionChange, onGated }: Props) {
  return (
    <section aria-labelledby="scoop-title" className="rounded-3xl bg-white p-5 ring-1 ring-brand-100 sm:p-6">
      <h2 id="scoop-title" className="font-display text-xl font-bold text-ink-900">
        Get the Scoop on This Career
      </h2>
      <ul className="mt-4 space-y-3">
        {[...questions]
          .sort((a, b) => a.ordering - b.ordering)
          .map((q) => (
            <li key={q.id}>
              <ScoopItem
                question={q}
                open={openId === q.id}
                onToggle={() => onOpen(openId === q.id ? null : q.id)}
                onChange={onQuestionChange}
                onGated={onGated}
              />
            </li>
          ))}
      </ul>
    </section>
  );
}

function ScoopItem({
  question,
  open,
  onToggle,
  onChange,
  onGated,
}: {
  question: ScoopQuestion;
  open: boolean;
  onToggle: () => void;
  onChange: (q: ScoopQuestion) => void;
  onGated: (detail: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { shown, done } = useTypewriter(question.answer.answer, open);
  const atLimit = question.refresh_count >= question.refresh_limit;
  const panelId = `scoop-answer-${question.id}`;

  const refresh = async () => {
    setBusy(true);
    setError(null);
    try {
      onChange(await refreshScoopAnswer(question.id));
    } catch (err) {
      if (err instanceof ApiError && err.status === 403 && err.detail) onGated(err.detail);
      else if (err instanceof ApiError && err.status === 429)
        onChange({ ...question, refresh_count: question.refresh_limit });
      else setError('Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`rounded-2xl ring-1 ${open ? 'bg-brand-50 ring-brand-600' : 'ring-brand-100'}`}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl px-4 py-3 text-left font-semibold text-ink-900 hover:bg-brand-50"
      >
        {question.question}
        <span aria-hidden="true" className="text-brand-700">
          {open ? '−' : '+'}
        </span>
      </button>
      {open && (
        <div id={panelId} className="px-4 pb-4">
          <div aria-live="polite" aria-busy={!done} className="min-h-16 text-ink-900">
            <MarkdownText text={shown} />
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <span className="text-sm font-semibold text-ink-700" data-testid="scoop-count">
              {question.refresh_count}/{question.refresh_limit} scoops
            </span>
            <button
              type="button"
              onClick={refresh}
              disabled={atLimit || busy}
              aria-label={`${busy ? 'Getting a new scoop for' : 'Refresh the answer to'} ${question.question}`}
              aria-describedby={atLimit ? `${panelId}-limit` : undefined}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-ink-900/20 disabled:text-ink-700"
            >
              <span aria-hidden="true">↻</span> {busy ? 'Getting a new scoop…' : 'Refresh'}
            </button>
            {/* Issue 24 #18: the disabled refresh says why. */}
            {atLimit && (
              <span id={`${panelId}-limit`} className="text-sm text-ink-700">
                You have used all {question.refresh_limit} new scoops for this question; this answer stays.
              </span>
            )}
            {error && (
              <span role="alert" className="text-sm font-semibold text-brand-700">
                {error}
              </span>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
