import { Link } from 'react-router';
import { ChatPanel } from '../../../components/companion-chat/chat-panel';

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
        <ChatPanel
          agent={{ id: agentId, name: 'Career Buddy', image: '', short_description: '' }}
          variant="embedded"
          contextNote={`I am looking at the career ${catalogueTitle ?? careerTitle}.`}
        />
      ) : null}
    </section>
  );
}
