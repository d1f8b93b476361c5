import type { Scenario, ScenarioQuestion } from '@pathscoop/contracts';

/** Below this width the flow uses its phone steps (spec breakpoint: 1024 px mobile). */
export const MOBILE_MAX_WIDTH = 1024;

export type Step =
  | { kind: 'video'; scenarioId: 0 | 1; path: string; scenario: Scenario }
  | { kind: 'team-choice'; scenarioId: 1; path: string; scenario: Scenario; question: ScenarioQuestion }
  | { kind: 'grid'; scenarioId: 1; path: string; scenario: Scenario; questions: ScenarioQuestion[] }
  | { kind: 'intro'; scenarioId: 2 | 4; path: string; scenario: Scenario }
  | { kind: 'cone'; scenarioId: 2; path: string; scenario: Scenario; questions: ScenarioQuestion[] }
  | { kind: 'slider'; scenarioId: 3; path: string; scenario: Scenario; question: ScenarioQuestion }
  | { kind: 'ranking'; scenarioId: 4; path: string; scenario: Scenario; questions: ScenarioQuestion[] };

/**
 * The linear sequence of screens (spec part 1 §2 "Scenario flow"), which depends on the viewport:
 * 0 intro video → 1 video → one step per team choice (/scenario/1/1 …) → one grid of activities →
 * 2 intro (desktop only) → the cone → 3: one slider per page (/scenario/3/1 …) → 4 intro (phones
 * only) → the ranking. Scenario 1 has "non-numbered questions plus one grid" question steps.
 */
export function buildSteps(scenarios: Scenario[], isMobile: boolean): Step[] {
  const by = new Map(scenarios.map((s) => [s.scenario_id, s]));
  const steps: Step[] = [];
  const s0 = by.get(0);
  if (s0) steps.push({ kind: 'video', scenarioId: 0, path: '/scenario/0', scenario: s0 });
  const s1 = by.get(1);
  if (s1) {
    steps.push({ kind: 'video', scenarioId: 1, path: '/scenario/1', scenario: s1 });
    let n = 0;
    for (const q of s1.questions.filter((q) => q.question_id === null))
      steps.push({
        kind: 'team-choice',
        scenarioId: 1,
        path: `/scenario/1/${++n}`,
        scenario: s1,
        question: q,
      });
    const grid = s1.questions.filter((q) => q.question_id !== null);
    if (grid.length)
      steps.push({ kind: 'grid', scenarioId: 1, path: `/scenario/1/${++n}`, scenario: s1, questions: grid });
  }
  const s2 = by.get(2);
  if (s2) {
    if (!isMobile) steps.push({ kind: 'intro', scenarioId: 2, path: '/scenario/2', scenario: s2 });
    steps.push({ kind: 'cone', scenarioId: 2, path: '/scenario/2/1', scenario: s2, questions: s2.questions });
  }
  const s3 = by.get(3);
  if (s3)
    s3.questions.forEach((q, i) => {
      steps.push({ kind: 'slider', scenarioId: 3, path: `/scenario/3/${i + 1}`, scenario: s3, question: q });
    });
  const s4 = by.get(4);
  if (s4) {
    if (isMobile) steps.push({ kind: 'intro', scenarioId: 4, path: '/scenario/4', scenario: s4 });
    steps.push({
      kind: 'ranking',
      scenarioId: 4,
      path: '/scenario/4/1',
      scenario: s4,
      questions: s4.questions,
    });
  }
  return steps;
}

/** The step for a URL; a path that this viewport skips resolves to the first step of that scenario. */
export function findStep(steps: Step[], index: string | undefined, sub: string | undefined) {
  const path = sub ? `/scenario/${index}/${sub}` : `/scenario/${index}`;
  const exact = steps.findIndex((s) => s.path === path);
  if (exact >= 0) return { position: exact, redirect: null as string | null };
  const first = steps.findIndex((s) => String(s.scenarioId) === index);
  return { position: first, redirect: first >= 0 ? (steps[first]?.path ?? null) : (steps[0]?.path ?? null) };
}
