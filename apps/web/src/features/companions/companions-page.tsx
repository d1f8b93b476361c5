import { type AiAgent, agentSlug } from '@pathscoop/contracts';
import { Link } from 'react-router';
import { PageSkeleton } from '../../components/feedback/page-skeleton';
import { useAgents } from './api/get-agents';

const PLACEHOLDERS = 1;

function CompanionCard({ agent }: { agent: AiAgent }) {
  return (
    <li className="group h-64 [perspective:1000px]">
      <Link
        to={`/profile/ai-companions/${agent.id}/${agentSlug(agent.name)}`}
        className="relative block h-full rounded-[1.5rem] transition-transform duration-500 [transform-style:preserve-3d] group-hover:[transform:rotateY(180deg)] focus-visible:[transform:rotateY(180deg)] motion-reduce:transition-none"
      >
        <span className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-[1.5rem] bg-white p-5 shadow-[0_18px_40px_-28px_rgba(31,26,46,0.5)] ring-1 ring-brand-100 [backface-visibility:hidden]">
          <img src={agent.image} alt="" className="h-32 w-32 rounded-3xl" />
          <span className="font-display text-lg font-bold text-ink-900">
            {agent.name}
            <span className="sr-only">:</span>
          </span>
        </span>
        {/* The back repeats the name for sighted readers only: the link's name is its text once. */}
        <span className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-[1.5rem] bg-brand-700 p-6 text-center text-white [backface-visibility:hidden] [transform:rotateY(180deg)]">
          <span aria-hidden="true" className="font-display text-lg font-bold">
            {agent.name}
          </span>
          <span>{agent.short_description || agent.name}</span>
          <span className="mt-1 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-700">
            Start chatting
          </span>
        </span>
      </Link>
    </li>
  );
}

/** /profile/ai-companions (spec part 2 §2 "AI companions list"). */
export function Component() {
  const agents = useAgents(1);
  return (
    <section aria-labelledby="companions-heading" className="space-y-6">
      <header className="rounded-[1.75rem] bg-gradient-to-r from-brand-700 to-brand-600 px-6 py-7 text-white sm:px-8">
        <h2 id="companions-heading" className="font-display text-2xl font-bold">
          Your personal AI coaches
        </h2>
        <p className="mt-1 max-w-2xl text-white/90">
          Ask about any career, compare your favourites and plan what comes next, any time of day.
        </p>
      </header>
      {agents.isPending ? (
        <PageSkeleton label="Loading your companions…" blocks={['h-64']} />
      ) : agents.isError || !agents.data.results.length ? (
        <div className="rounded-3xl bg-white p-8 text-center text-ink-700 ring-1 ring-brand-100">
          <p>You don't have any assigned yet.</p>
          <p className="mt-2 text-sm">
            Career Buddy and College Buddy come with the AI Companions plans.{' '}
            <Link to="/pricingplan" className="font-semibold text-brand-700 underline">
              See the plans
            </Link>
          </p>
        </div>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {agents.data.results.map((agent) => (
            <CompanionCard key={agent.id} agent={agent} />
          ))}
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <li
              key={`placeholder-${i}`}
              className="flex h-64 flex-col items-center justify-center gap-2 rounded-[1.5rem] border-2 border-dashed border-brand-200 bg-brand-50 p-6 text-center"
            >
              <svg aria-hidden="true" viewBox="0 0 48 48" className="h-12 w-12">
                <path d="M16 24h16l-8 20z" fill="#e8a85c" />
                <circle cx="24" cy="18" r="10" fill="#ffc2d0" />
                <circle cx="18" cy="12" r="2" fill="#fff" />
              </svg>
              <span className="font-display text-lg font-bold text-brand-700">More Coming Soon!</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
