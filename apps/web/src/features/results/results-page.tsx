import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { PlanDetailErrorModal } from '../../components/feedback/plan-detail-error-modal';
import { OnetAttribution } from '../../components/layout/onet-attribution';
import { ApiError } from '../../lib/api-client';
import { useDeferredQuery } from '../../lib/deferred-query';
import { useAuth } from '../../lib/use-auth';
import { TOP_N, useResults } from './api/get-results';
import { AiThinking } from './components/ai-thinking';
import { CareerCard } from './components/career-card';
import { CareerModal } from './components/career-modal';

/** A student without any attempt: nothing to wait for, the assessment comes first. */
function NotTakenYet() {
  return (
    <section aria-labelledby="not-taken-title" className="mx-auto max-w-2xl text-center">
      <img src="/images/hero-cone.svg" alt="" width={480} height={460} className="mx-auto h-40 w-auto" />
      <h1 id="not-taken-title" className="mt-6 font-display text-3xl font-bold sm:text-4xl">
        You have not taken the assessment yet
      </h1>
      <p className="mt-4 text-lg text-ink-700">
        Your top 10 careers come from your answers. Play through the scenarios (10-15 minutes) and your
        results will be waiting right here.
      </p>
      <Link
        to="/scenario/0"
        className="mt-8 inline-flex min-h-12 items-center rounded-full bg-brand-600 px-8 font-display text-lg font-bold text-white hover:bg-brand-700"
      >
        Start the assessment
      </Link>
    </section>
  );
}

/** /results — the top 10 (two columns of five on desktop, one on phones) or the AI-thinking screen. */
export function Component() {
  const { isAuthenticated } = useAuth();
  // The assessment sends { submitted: true } along: only then is an empty list "still thinking".
  const justSubmitted = Boolean((useLocation().state as { submitted?: boolean } | null)?.submitted);
  const results = useDeferredQuery(useResults(isAuthenticated, justSubmitted));
  const [params, setParams] = useSearchParams();
  const [gatedDetail, setGatedDetail] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);

  if (!isAuthenticated) return <Navigate to="/signin?redirect=/results" replace />;

  const loadDetail =
    results.error instanceof ApiError && results.error.status === 403 ? (results.error.detail ?? null) : null;
  const list = (results.data ?? []).slice(0, TOP_N);
  const openId = Number(params.get('career'));
  const open = list.find((r) => r.id === openId) ?? null;
  // The card is in the URL (?career=id), so the browser's Back closes it.
  const openCard = (id: number) => setParams({ career: String(id) });
  const closeCard = () => setParams({}, { replace: true });

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      {results.isPending && (
        <p role="status" className="text-center text-ink-700">
          Loading your results…
        </p>
      )}
      {results.isError && !loadDetail && (
        <p role="alert" className="text-center text-brand-700">
          We could not load your results. Please try again in a moment.
        </p>
      )}
      {results.isSuccess && list.length === 0 && !justSubmitted && <NotTakenYet />}
      {results.isSuccess && list.length < TOP_N && (list.length > 0 || justSubmitted) && <AiThinking />}
      {results.isSuccess && list.length >= TOP_N && (
        <>
          <h1 className="text-center font-display text-3xl font-bold sm:text-4xl">Your top 10 careers</h1>
          <p className="mx-auto mt-3 max-w-2xl text-center text-ink-700">
            Picked from more than 840 careers for your interests, skills and values. Open a card to see why,
            score it and save the ones you like.
          </p>
          <p className="mx-auto mt-2 max-w-2xl text-center text-sm text-ink-700">
            How this list was made: we compared your interests, skills, favourite activities, work values and
            education plans with O*NET’s data on every career.
          </p>
          {/* Five equal rows per column and cards that fill their row: even gaps in both columns. */}
          <ol className="mt-8 grid gap-4 lg:grid-flow-col lg:grid-cols-2 lg:grid-rows-5">
            {list.map((r) => (
              <li key={r.id} className="flex">
                <CareerCard result={r} onOpen={() => openCard(r.id)} />
              </li>
            ))}
          </ol>
          <p className="mt-8 text-center">
            <Link
              to="/profile/recommendations"
              className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              View these in your profile
            </Link>
          </p>
          <OnetAttribution className="mx-auto mt-10 max-w-3xl text-center" />
        </>
      )}
      {open && <CareerModal key={open.id} result={open} onClose={closeCard} onGated={setGatedDetail} />}
      <PlanDetailErrorModal
        detail={gatedDetail ?? (dismissed ? null : loadDetail)}
        onBack={() => {
          setGatedDetail(null);
          setDismissed(true);
        }}
      />
    </div>
  );
}
