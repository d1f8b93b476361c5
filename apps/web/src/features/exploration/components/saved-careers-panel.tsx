import type { CareerResult } from '@pathscoop/contracts';
import { Link } from 'react-router';
import { type AiAgent, findAgent, slugOf, useAiAgents } from '../api/get-ai-agents';

type Action = { label: string; type: string; agent: 'Career Buddy' | 'College Buddy' };

/** The three Next Steps: the first two with the Career Buddy, the third with the College Buddy. */
export const NEXT_STEP_ACTIONS: readonly Action[] = [
  { label: 'Compare Careers', type: 'compare-careers', agent: 'Career Buddy' },
  { label: 'Start an Action Plan', type: 'start-action-plan', agent: 'Career Buddy' },
  { label: 'Find Schools & Programs', type: 'find-schools', agent: 'College Buddy' },
];

export function companionHref(agent: AiAgent, type: string) {
  return `/profile/ai-companions/${agent.id}/${slugOf(agent.name)}?type=${type}`;
}

/** The saved-careers panel in its three stages: 0, 1, and 2 or more saved careers (spec §9). */
export function SavedCareersPanel({ saved }: { saved: CareerResult[] }) {
  const agents = useAiAgents();
  const stage = Math.min(saved.length, 2);
  const title = ['No saved careers yet', 'Want to compare or build a plan?', 'Next Steps?'][stage];
  return (
    <aside
      aria-labelledby="saved-panel-title"
      data-stage={stage}
      className="h-fit rounded-3xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6"
    >
      <h2 id="saved-panel-title" className="font-display text-xl font-bold text-ink-900">
        {title}
      </h2>
      {stage === 0 && (
        <p className="mt-2 text-ink-700">
          Open a career and save it: the ones you save show up in Careers of Interest.
        </p>
      )}
      {stage === 1 && (
        <p className="mt-2 text-ink-700">
          You saved {saved[0]?.unique_title.mask_title}. Save at least one more career to compare them or
          build a plan.
        </p>
      )}
      {stage === 2 && (
        <ul className="mt-4 space-y-3">
          {NEXT_STEP_ACTIONS.map((action) => {
            const agent = findAgent(agents.data, action.agent);
            return (
              <li key={action.type}>
                {agent ? (
                  <Link
                    to={companionHref(agent, action.type)}
                    className="flex min-h-12 w-full items-center justify-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
                  >
                    {action.label}
                  </Link>
                ) : (
                  <button
                    type="button"
                    disabled
                    aria-describedby="saved-panel-note"
                    className="flex min-h-12 w-full cursor-not-allowed items-center justify-center gap-2 rounded-full bg-white px-5 font-semibold text-ink-700 ring-1 ring-brand-100"
                  >
                    <LockIcon /> {action.label}
                    <span className="sr-only">(locked)</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p id="saved-panel-note" className="mt-4 text-sm text-ink-700">
        Compare Careers, Start an Action Plan and Find Schools & Programs come with the AI Companions
        subscription.{' '}
        <Link to="/pricingplan" className="font-semibold text-brand-700 underline">
          See plans
        </Link>
      </p>
    </aside>
  );
}

function LockIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" strokeLinecap="round" />
    </svg>
  );
}
