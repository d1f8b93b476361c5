import type { Recommendation } from '@pathscoop/contracts';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { PageSkeleton } from '../../components/feedback/page-skeleton';
import { PlanDetailErrorModal } from '../../components/feedback/plan-detail-error-modal';
import { StarRating } from '../../components/ui/star-rating';
import { ApiError } from '../../lib/api-client';
import { dateFormatter } from '../../lib/date-format';
import { useDeferredQuery } from '../../lib/deferred-query';
import { useAuth } from '../../lib/use-auth';
import { useRecommendations } from './api/get-recommendations';
import { SavedCareersPanel } from './components/saved-careers-panel';

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2.5 font-semibold transition-colors';

/**
 * /profile/recommendations (and /profile): Careers of Interest (saved) and Careers to Consider,
 * each row with its topic, 1-5 stars and View; the empty state; the saved-careers panel.
 * Sign-in is required (the profile layout redirects to /signin?redirect=…).
 */
export function Component() {
  const { user } = useAuth();
  const list = useDeferredQuery(useRecommendations());
  const navigate = useNavigate();
  const [showPricingError, setShowPricingError] = useState(false);

  if (user?.role === 'Mentor') return <Navigate to="/profile/profile-info" replace />;

  const pricingError =
    list.error instanceof ApiError && list.error.status === 403 ? (list.error.detail ?? null) : null;
  const careers = list.data ?? [];
  const saved = careers.filter((c) => c.interested);
  const others = careers.filter((c) => !c.interested);
  // Issue 24 #17: after a retake, each row says which attempt recommended it.
  const attempts = new Set(careers.map((c) => c.attempt?.number ?? 0));
  const showAttempt = attempts.size > 1;

  if (list.isPending)
    return <PageSkeleton label="Loading your recommendations…" blocks={['h-[30rem]', 'h-[22rem]']} />;
  if (list.isError && !pricingError)
    return (
      <div role="alert" className="rounded-3xl bg-white p-6 ring-1 ring-brand-100">
        <p className="font-semibold text-brand-700">We could not load your recommendations.</p>
        <button
          type="button"
          onClick={() => list.refetch()}
          className="mt-3 font-semibold text-brand-700 underline"
        >
          Try again
        </button>
      </div>
    );

  if (!careers.length)
    return (
      <section className="rounded-3xl bg-white p-8 text-center ring-1 ring-brand-100">
        <h2 className="font-display text-2xl font-bold text-ink-900">
          You don't have any recommendations yet
        </h2>
        <p className="mx-auto mt-2 max-w-lg text-ink-700">
          Take the assessment and we will match you with careers that fit your interests, skills and values.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`}
            onClick={() => (pricingError ? setShowPricingError(true) : navigate('/scenario/0'))}
          >
            Start Test Now
          </button>
          <Link
            to="/profile/ai-companions"
            className={`${buttonClass} border-2 border-brand-600 bg-white text-brand-700 hover:bg-brand-50`}
          >
            Meet Your AI Companions
          </Link>
        </div>
        <PlanDetailErrorModal
          detail={showPricingError ? pricingError : null}
          onBack={() => setShowPricingError(false)}
        />
      </section>
    );

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-6">
        {showAttempt && (
          <p className="rounded-2xl bg-cone-100 px-4 py-3 text-sm text-ink-900">
            You have taken the assessment {Math.max(...attempts)} times. Each career shows the attempt that
            last recommended it; the newest come first.
          </p>
        )}
        <CareerSection
          title="Careers of Interest"
          careers={saved}
          empty="Save a career from its page to see it here."
          showAttempt={showAttempt}
        />
        <CareerSection
          title="Careers to Consider"
          careers={others}
          empty="You have saved every recommended career."
          showAttempt={showAttempt}
        />
      </div>
      <SavedCareersPanel saved={saved} />
    </div>
  );
}

const attemptDate = dateFormatter({ month: 'short', day: 'numeric', year: 'numeric' });

function CareerSection({
  title,
  careers,
  empty,
  showAttempt,
}: {
  title: string;
  careers: Recommendation[];
  empty: string;
  showAttempt: boolean;
}) {
  const id = `section-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 ring-1 ring-brand-100 sm:p-6">
      <h2 id={id} className="font-display text-xl font-bold text-ink-900">
        {title} <span className="text-base font-semibold text-ink-700">({careers.length})</span>
      </h2>
      {careers.length === 0 ? (
        <p className="mt-3 text-ink-700">{empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-brand-100">
          {careers.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <span className="min-w-0 flex-1 font-semibold text-ink-900">
                {c.unique_title.mask_title || c.unique_title.title}
                {showAttempt && c.attempt && (
                  <span className="block text-sm font-normal text-ink-700">
                    Attempt {c.attempt.number} · {attemptDate(new Date(c.attempt.taken_at))}
                  </span>
                )}
              </span>
              <StarRating value={c.score} label="Your score" size="sm" />
              <Link
                to={`/profile/recommendations/career/${c.id}`}
                state={{ career: c }}
                aria-label={`View ${c.unique_title.mask_title || c.unique_title.title}`}
                className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
              >
                View
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
