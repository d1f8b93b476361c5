import type { CareerDetailResult, CareerResult, ScoopQuestion } from '@pathscoop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate, useParams } from 'react-router';
import { PageSkeleton } from '../../components/feedback/page-skeleton';
import { PlanDetailErrorModal } from '../../components/feedback/plan-detail-error-modal';
import { StarRating } from '../../components/ui/star-rating';
import { ApiError } from '../../lib/api-client';
import { useDeferredQuery } from '../../lib/deferred-query';
import { usePublishPageTitle } from '../../lib/page-title';
import { isGuardianRequired } from '../mentorship/lib/guardian-required';
import { findAgent, useAiAgents } from './api/get-ai-agents';
import { useCareerDetail } from './api/get-career-detail';
import { useProfile } from './api/get-profile';
import { updateCareer, useUpdateCareer } from './api/update-career';
import { AiImpactForecast } from './components/ai-impact-forecast';
import { CareerBuddySlot } from './components/career-buddy-slot';
import { LearnMoreDialog } from './components/learn-more-dialog';
import { ScoopPanel } from './components/scoop-panel';

export const SAVE_STATE_MS = 3000;
/** Spec §9: a description taller than 426px gets 460px of media beside it, else 440px. */
export const DESCRIPTION_THRESHOLD_PX = 426;

/** /profile/recommendations/career/{id} — spec part 2 "Career detail". */
export function Component() {
  const id = Number(useParams().id);
  const detail = useDeferredQuery(useCareerDetail(Number.isInteger(id) ? id : 0));
  const title = detail.data ? detail.data.unique_title.mask_title || detail.data.text : null;
  usePublishPageTitle(title);

  if (detail.isPending) return <PageSkeleton label="Loading this career…" blocks={['h-[32rem]', 'h-72']} />;
  if (detail.isError || !detail.data)
    return (
      <div role="alert" className="rounded-3xl bg-white p-6 ring-1 ring-brand-100">
        <p className="font-semibold text-brand-700">
          {detail.error instanceof ApiError && detail.error.status === 404
            ? 'We could not find this career in your recommendations.'
            : 'We could not load this career.'}
        </p>
        <Link
          to="/profile/recommendations"
          className="mt-3 inline-block font-semibold text-brand-700 underline"
        >
          Back to Recommendations
        </Link>
      </div>
    );
  return <CareerDetail key={detail.data.id} career={detail.data} />;
}

function CareerDetail({ career }: { career: CareerDetailResult }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateCareer();
  const profile = useProfile();
  const agents = useAiAgents();
  const [questions, setQuestions] = useState(career.unique_title.unique_title_questions);
  const [openQuestion, setOpenQuestion] = useState<number | null>(null);
  const [learnMore, setLearnMore] = useState(false);
  const [gated, setGated] = useState<string | null>(null);
  const [score, setScore] = useState<number | null>(career.score);
  const [interested, setInterested] = useState(career.interested);
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'done'>('idle');
  const descriptionRef = useRef<HTMLDivElement>(null);
  const pending = useRef({ score: career.score, sent: career.score });
  pending.current.score = score;
  const title = career.unique_title.mask_title || career.text;
  const careerBuddy = findAgent(agents.data, 'Career Buddy');

  const failed = (err: unknown) => {
    if (err instanceof ApiError && err.status === 403 && err.detail) setGated(err.detail);
  };

  // Leaving the page with a score set saves the score with booked false (spec §4).
  const sendOnLeave = useRef(() => {});
  sendOnLeave.current = () => {
    const { score: s, sent } = pending.current;
    if (s === null || s === sent) return;
    pending.current.sent = s;
    updateCareer({ id: career.id, score: s, booked: false })
      .then((updated) =>
        queryClient.setQueryData<CareerResult[]>(['recommendations'], (list) =>
          list?.map((r) => (r.id === updated.id ? { ...r, ...updated } : r)),
        ),
      )
      .catch(() => {});
  };
  useEffect(() => () => sendOnLeave.current(), []);

  useEffect(() => {
    if (saveState !== 'done') return;
    const timer = setTimeout(() => setSaveState('idle'), SAVE_STATE_MS);
    return () => clearTimeout(timer);
  }, [saveState]);

  const toggleSave = () => {
    setSaveState('saving');
    update.mutate(
      { id: career.id, interested: !interested },
      {
        onSuccess: (updated) => {
          setInterested(updated.interested);
          setSaveState('done');
        },
        onError: (err) => {
          setSaveState('idle');
          failed(err);
        },
      },
    );
  };

  const book = async () => {
    try {
      await update.mutateAsync({ id: career.id, score, booked: true });
      pending.current.sent = score;
      return true;
    } catch (err) {
      // Issue 24 #12: a minor without a parent or guardian on file is asked for one first.
      if (isGuardianRequired(err)) return { guardian: err.detail ?? err.message };
      failed(err);
      return false;
    }
  };

  const resource = career.unique_title.resource;
  return (
    <article className="space-y-6 pb-28">
      <header className="rounded-3xl bg-white p-5 ring-1 ring-brand-100 sm:p-6">
        <button
          type="button"
          onClick={() => navigate('/profile/recommendations')}
          className="mb-3 hidden min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-brand-700 hover:bg-brand-50 min-[769px]:inline-flex"
        >
          <span aria-hidden="true">←</span> Back to Recommendations
        </button>
        <h2 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h2>
        <p className="mt-1 font-semibold text-mint-700">
          Mentor: {career.first_name ?? 'we match you with one when you book a mentorship session'}
        </p>
        <div className="mt-4 grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
          <div ref={descriptionRef} className="space-y-3 text-ink-900">
            {career.description_long.split(/\n{2,}/).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          {resource && (
            <CareerMedia
              src={resource}
              video={career.unique_title.resource_type === 'video'}
              descriptionRef={descriptionRef}
            />
          )}
        </div>
      </header>

      <ScoopPanel
        questions={questions}
        openId={learnMore ? null : openQuestion}
        onOpen={setOpenQuestion}
        onQuestionChange={(q: ScoopQuestion) =>
          setQuestions((list) => list.map((x) => (x.id === q.id ? q : x)))
        }
        onGated={setGated}
      />
      <CareerBuddySlot
        agentId={careerBuddy?.id ?? career.agent_id}
        careerTitle={title}
        catalogueTitle={career.unique_title.title}
      />
      <AiImpactForecast impact={career.unique_title.impact} questions={questions} />

      <section
        aria-label="Career actions"
        className="fixed inset-x-0 bottom-0 z-20 border-t border-brand-100 bg-white/95 px-4 py-3 shadow-[0_-8px_24px_-16px_rgba(31,26,46,0.4)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3">
          <StarRating label="How interested are you in this career?" value={score} onChange={setScore} />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              // Not `disabled` while saving: a disabled button drops the keyboard focus to the page.
              onClick={() => saveState === 'idle' && toggleSave()}
              aria-disabled={saveState !== 'idle'}
              aria-live="polite"
              className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50 aria-disabled:cursor-wait"
            >
              {saveState === 'saving' && 'Saving…'}
              {saveState === 'done' && (interested ? 'Saved!' : 'Removed from saved')}
              {saveState === 'idle' && (interested ? '♥ Saved · Unsave' : '♡ Save career')}
            </button>
            <button
              type="button"
              onClick={() => {
                setOpenQuestion(null);
                setLearnMore(true);
              }}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
            >
              Learn More
            </button>
          </div>
        </div>
      </section>

      <LearnMoreDialog
        open={learnMore}
        onClose={() => setLearnMore(false)}
        careerTitle={title}
        outlookUrl={career.unique_title.outlook_url || null}
        reportUrl={profile.data?.ai_report ?? null}
        careerBuddyId={careerBuddy?.id ?? null}
        onCareerBuddy={(agentId) => navigate(`/profile/ai-companions/${agentId}/career-buddy`)}
        onBook={book}
      />
      <PlanDetailErrorModal
        detail={gated}
        onBack={() => {
          setGated(null);
        }}
      />
    </article>
  );
}

/**
 * The career's video or picture beside its description: 460 px tall when the description is taller
 * than 426 px, else 440 px (spec §9). The description's height comes from a ResizeObserver, which
 * the browser calls after its own layout and before painting, so the first paint already has the
 * right height and a new width (a phone turned) measures again. Measuring in a layout effect
 * instead forced a layout of the whole page in the middle of React's commit and re-rendered the
 * whole career page after it (issue 26: one 200 ms task at Lighthouse's 4× slowdown); here only
 * this element renders again.
 */
export function CareerMedia({
  src,
  video,
  descriptionRef,
}: {
  src: string;
  video: boolean;
  descriptionRef: RefObject<HTMLElement | null>;
}) {
  const [height, setHeight] = useState(440);
  useLayoutEffect(() => {
    const el = descriptionRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const described = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
      const next = described > DESCRIPTION_THRESHOLD_PX ? 460 : 440;
      // Before this frame is painted, not in a task after it (the picture would change height).
      flushSync(() => setHeight(next));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [descriptionRef]);
  return video ? (
    // biome-ignore lint/a11y/useMediaCaption: our career videos have no spoken words
    <video
      controls
      src={src}
      style={{ height }}
      data-testid="career-media"
      className="w-full rounded-2xl bg-ink-900 object-cover"
    >
      Your browser does not support the video tag.
    </video>
  ) : (
    <img
      src={src}
      alt=""
      style={{ height }}
      data-testid="career-media"
      className="hidden w-full rounded-2xl object-cover lg:block"
    />
  );
}
