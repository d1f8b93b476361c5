import type { Step } from '../lib/steps';

const ART: Record<number, string> = {
  2: '/images/scenarios/cone-intro.svg',
  4: '/images/scenarios/cups-intro.svg',
};

/** What the scenario is about, under the page's 'SCENARIO n' heading (which is often its title). */
const SUBTITLE: Record<number, string> = {
  2: 'Build your skill cone',
  4: 'Rank your top 3 types',
};

function introTitle(step: Extract<Step, { kind: 'intro' }>): string {
  const title = step.scenario.title.trim();
  const repeatsHeading = title.toUpperCase() === `SCENARIO ${step.scenarioId}`;
  return repeatsHeading ? (SUBTITLE[step.scenarioId] ?? 'Get ready') : title;
}

/** Scenario 2's intro (desktop only) and scenario 4's intro (phones only). */
export function IntroStep({ step }: { step: Extract<Step, { kind: 'intro' }> }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
      <img src={ART[step.scenarioId]} alt="" className="h-48 w-48 sm:h-64 sm:w-64" />
      <h2 className="mt-4 font-display text-3xl font-bold">{introTitle(step)}</h2>
      <p className="mt-4 text-lg text-ink-700">{step.scenario.description}</p>
    </div>
  );
}
