import { Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PlanDetailErrorModal } from '../../components/feedback/plan-detail-error-modal';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { ApiError, errorLines } from '../../lib/api-client';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { usePrerendering } from '../../lib/prerender';
import { useAuth } from '../../lib/use-auth';
import { useScenarios } from './api/get-scenarios';
import { useSubmitScenarios } from './api/submit-scenarios';
import { ActivityGridStep } from './components/activity-grid-step';
import { IntroStep } from './components/intro-step';
import { SliderStep } from './components/slider-step';
import { StepFooter } from './components/step-footer';
import { TeamChoiceStep } from './components/team-choice-step';
import { VideoStep } from './components/video-step';
import { useAnswers } from './hooks/use-answers';
import { useIsMobile } from './hooks/use-is-mobile';
import { buildSubmission, isStepAnswered } from './lib/answers';
import { buildSteps, findStep, type Step } from './lib/steps';

// The two drag-and-drop steps (scenarios 2 and 4) bring dnd-kit: their own chunk, fetched once the
// assessment is on screen, so the first step paints without it.
// Once fetched they render without suspending (lib/lazy-with-preload.ts).
const ConeStep = lazyWithPreload(async () => ({
  default: (await import('./components/cone-step')).ConeStep,
}));
const RankingStep = lazyWithPreload(async () => ({
  default: (await import('./components/ranking-step')).RankingStep,
}));

const HINTS: Partial<Record<Step['kind'], string>> = {
  'team-choice': 'Pick a team to continue.',
  grid: 'Rate every activity to continue.',
  cone: 'Place every skill on the cone to continue.',
  slider: 'Move or click the biscuit to continue.',
  ranking: 'Rank three types, or choose None, to continue.',
};

function StepLoading() {
  return (
    <p role="status" className="p-10 text-center text-ink-700">
      Loading this step…
    </p>
  );
}

/** /scenario/:index/:sub? — the assessment, one screen per step (docs/assessment-flow.md). */
export function Component() {
  const { index, sub } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const isMobile = useIsMobile();
  const prerendering = usePrerendering();
  const { isAuthenticated } = useAuth();
  const scenarios = useScenarios();
  const { state, setAnswer, placeSkill, placeType, reset } = useAnswers();
  const submit = useSubmitScenarios();
  const submitted = useRef(false);
  const [finishedScenario, setFinishedScenario] = useState<{ id: number; next: string } | null>(null);
  const [thankYou, setThankYou] = useState(false);
  const [errorDetail, setErrorDetail] = useState<string | null>(null);
  const [errorText, setErrorText] = useState<string[] | null>(null);

  // Each step is a new page for keyboard and screen-reader users too: focus moves to its heading
  // (the app shell scrolls to the top).
  const path = location.pathname;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = scenarios.isSuccess;
  useEffect(() => {
    if (path && loaded) headingRef.current?.focus({ preventScroll: true });
  }, [path, loaded]);

  useEffect(() => {
    if (!loaded) return;
    // Once the step is on screen and the browser is idle; a failed load is retried by the step.
    const warm = () => {
      ConeStep.preload().catch(() => {});
      RankingStep.preload().catch(() => {});
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(warm, 2000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(warm, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, [loaded]);

  useEffect(() => {
    if (!thankYou) return;
    const timer = setTimeout(() => navigate('/results', { state: { submitted: true } }), 2500);
    return () => clearTimeout(timer);
  }, [thankYou, navigate]);

  if (scenarios.isPending)
    return (
      <p role="status" className="p-10 text-center text-ink-700">
        Loading the scenarios…
      </p>
    );
  if (scenarios.isError)
    return (
      <p role="alert" className="p-10 text-center text-brand-700">
        We could not load the scenarios. Please refresh the page.
      </p>
    );

  const steps = buildSteps(scenarios.data, isMobile);
  const { position, redirect } = findStep(steps, index, sub);
  if (redirect) return <Navigate to={redirect} replace />;
  const step = steps[position];
  if (!step) return <Navigate to="/scenario/0" replace />;
  const isLast = position === steps.length - 1;
  const answered = isStepAnswered(step, state);
  const previous = steps[position - 1];

  const onSubmit = () => {
    if (submitted.current) return;
    if (!isAuthenticated) {
      navigate(`/signin?redirect=${encodeURIComponent(location.pathname)}`);
      return;
    }
    submitted.current = true;
    submit.mutate(buildSubmission(scenarios.data, state), {
      onSuccess: () => {
        reset();
        setThankYou(true);
      },
      onError: (err) => {
        submitted.current = false;
        if (err instanceof ApiError && err.status === 403 && err.detail) setErrorDetail(err.detail);
        else setErrorText(err instanceof ApiError ? errorLines(err.body) : [err.message]);
      },
    });
  };

  const onNext = () => {
    if (isLast) return onSubmit();
    const next = steps[position + 1];
    if (!next) return;
    if (next.scenarioId !== step.scenarioId && step.scenarioId >= 1)
      setFinishedScenario({ id: step.scenarioId, next: next.path });
    else navigate(next.path);
  };

  const heading = step.scenarioId === 0 ? "LET'S START" : `SCENARIO ${step.scenarioId}`;
  const sliderSteps = steps.filter((s) => s.kind === 'slider');

  return (
    <div className="flex min-h-[calc(100vh-4rem)] flex-col bg-cream">
      <div className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-10">
        <div className="mb-6">
          <div
            className="h-2 overflow-hidden rounded-full bg-ink-900/10"
            role="progressbar"
            aria-label="Assessment progress"
            aria-valuemin={1}
            aria-valuemax={steps.length}
            aria-valuenow={position + 1}
            aria-valuetext={`Step ${position + 1} of ${steps.length}`}
          >
            {/* Its width is a style, which prerendered HTML cannot carry (CSP): it fills in with the app. */}
            {!prerendering && (
              <div
                className="h-full rounded-full bg-brand-600"
                style={{ width: `${((position + 1) / steps.length) * 100}%` }}
              />
            )}
          </div>
          <h1 ref={headingRef} tabIndex={-1} className="mt-5 text-center focus:outline-none">
            <span className="block text-sm font-extrabold tracking-[0.3em] text-brand-700">{heading}</span>
            {step.scenario.title.trim().toUpperCase() !== heading && (
              <span className="mt-1 block font-display text-2xl font-bold text-ink-900 sm:text-3xl">
                {step.scenario.title}
              </span>
            )}
          </h1>
        </div>
        {step.kind === 'video' && <VideoStep step={step} />}
        {step.kind === 'intro' && <IntroStep step={step} />}
        {step.kind === 'team-choice' && (
          <TeamChoiceStep
            question={step.question}
            value={state.answers[step.question.id]}
            onChange={(v) => setAnswer(step.question.id, v)}
          />
        )}
        {step.kind === 'grid' && (
          <ActivityGridStep
            questions={step.questions}
            labels={step.scenario.rating_labels ?? ['Not at all likely', '', '', '', 'Extremely likely']}
            answers={state.answers}
            onChange={setAnswer}
          />
        )}
        {step.kind === 'cone' && (
          <Suspense fallback={<StepLoading />}>
            <ConeStep
              skills={step.questions}
              labels={step.scenario.rating_labels}
              state={state}
              isMobile={isMobile}
              placeSkill={placeSkill}
            />
          </Suspense>
        )}
        {step.kind === 'slider' && (
          <SliderStep
            key={step.question.id}
            question={step.question}
            value={state.answers[step.question.id]}
            onChange={(v) => setAnswer(step.question.id, v)}
            position={`Question ${sliderSteps.indexOf(step) + 1} of ${sliderSteps.length}`}
          />
        )}
        {step.kind === 'ranking' && (
          <Suspense fallback={<StepLoading />}>
            <RankingStep types={step.questions} ranking={state.ranking} placeType={placeType} />
          </Suspense>
        )}
      </div>
      <StepFooter
        onBack={previous ? () => navigate(previous.path) : null}
        onNext={onNext}
        nextDisabled={!answered || submit.isPending || thankYou}
        isLast={isLast}
        submitting={submit.isPending || thankYou}
        hint={answered ? undefined : HINTS[step.kind]}
      />
      <Modal
        open={finishedScenario !== null}
        onClose={() => setFinishedScenario(null)}
        title={`Scenario ${finishedScenario?.id ?? ''} done!`}
        tone="success"
        actions={
          <Button
            onClick={() => {
              const next = finishedScenario?.next;
              setFinishedScenario(null);
              if (next) navigate(next);
            }}
          >
            Keep going
          </Button>
        }
      >
        <p>Great work. Your answers are saved on this device, so you can take a break and come back.</p>
      </Modal>
      <Modal
        open={thankYou}
        onClose={() => navigate('/results', { state: { submitted: true } })}
        title="Thank you!"
        tone="success"
        actions={
          <Button onClick={() => navigate('/results', { state: { submitted: true } })}>See my results</Button>
        }
      >
        <p role="status">Your answers are in. We are lining up your top 10 careers now…</p>
      </Modal>
      <Modal
        open={errorText !== null}
        onClose={() => setErrorText(null)}
        title="We could not send your answers"
        tone="error"
        actions={<Button onClick={() => setErrorText(null)}>OK</Button>}
      >
        {errorText?.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Modal>
      <PlanDetailErrorModal detail={errorDetail} onBack={() => setErrorDetail(null)} />
    </div>
  );
}
