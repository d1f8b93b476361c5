import { ASSESSMENT_MESSAGES } from '@pathscoop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedTestCatalogue } from '../results/results.test-catalogue';
import { completeSubmission, createUser, loadScenarios } from './assessment.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedTestCatalogue(t);
});

describe('GET /api/v1/scenarios/', () => {
  it('serves scenarios 0-4 from the database in the spec shape', async () => {
    const scenarios = await loadScenarios(t);
    expect(scenarios.map((s) => s.scenario_id)).toEqual([0, 1, 2, 3, 4]);
    const s1 = scenarios[1];
    expect(s1?.questions.some((q) => q.kind === 'team-choice' && q.question_id === null)).toBe(true);
    expect(s1?.questions.filter((q) => q.kind === 'activity').length).toBeGreaterThanOrEqual(12);
    for (const q of scenarios.flatMap((s) => s.questions))
      expect(Object.keys(q)).toEqual(
        expect.arrayContaining([
          'id',
          'question_id',
          'question',
          'description',
          'title',
          'image',
          'image_1_url',
          'image_2_url',
        ]),
      );
    const team = s1?.questions.find((q) => q.kind === 'team-choice');
    expect(team?.options?.map((o) => o.label)).toEqual(['The Titans', 'The Dragons']);
    expect(scenarios[4]?.questions.map((q) => q.title)).toEqual(
      expect.arrayContaining([
        'None',
        'Realistic',
        'Artistic',
        'Investigative',
        'Social',
        'Enterprising',
        'Conventional',
      ]),
    );
  });

  it('is served from the database: an edited question text is what the client gets', async () => {
    const own = await createTestApp();
    const first = (await loadScenarios(own))[2]?.questions[0];
    if (!first) throw new Error('no scenario 2 question');
    await own.ctx.db
      .updateTable('scenario_questions')
      .set({ title: 'Edited skill name' })
      .where('id', '=', first.id)
      .execute();
    expect((await loadScenarios(own))[2]?.questions[0]?.title).toBe('Edited skill name');
  });
});

describe('POST /api/v1/scenarios/', () => {
  it('requires sign-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/scenarios/', payload: [] });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('detail');
  });

  it('refuses Community Partners with 403', async () => {
    const mentor = await createUser(t, { role: 'Mentor' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/scenarios/',
      headers: mentor.auth,
      payload: completeSubmission(await loadScenarios(t)),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: ASSESSMENT_MESSAGES.mentorsCannotSubmit });
  });

  it('answers 400 naming the unanswered question and stores nothing', async () => {
    const user = await createUser(t);
    const scenarios = await loadScenarios(t);
    const submission = completeSubmission(scenarios);
    const s3 = submission.find((s) => s.scenario_id === 3);
    const removed = s3?.answers.pop();
    const title = scenarios[3]?.questions.find((q) => q.id === removed?.question)?.title;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/scenarios/',
      headers: user.auth,
      payload: submission,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as Record<string, string[]>;
    const messages = body[`question_${removed?.question}`];
    expect(messages?.[0]).toContain(`Scenario 3, question ${removed?.question}`);
    expect(messages?.[0]).toContain(String(title));
    const attempts = await t.ctx.db
      .selectFrom('assessment_attempts')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(attempts).toHaveLength(0);
  });

  it('answers 400 for a rating outside 1-5 and for an unknown question', async () => {
    const user = await createUser(t);
    const scenarios = await loadScenarios(t);
    const submission = completeSubmission(scenarios);
    const s2 = submission.find((s) => s.scenario_id === 2);
    if (!s2?.answers[0]) throw new Error('no scenario 2 answers');
    s2.answers[0].answer = 6;
    s2.answers.push({ question: 99_999, answer: 3 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/scenarios/',
      headers: user.auth,
      payload: submission,
    });
    expect(res.statusCode).toBe(400);
    const text = JSON.stringify(res.json());
    expect(text).toContain(`question_${s2.answers[0].question}`);
    expect(text).toContain('from 1 to 5');
    expect(text).toContain('99999');
  });

  it('scenario 4 takes None or exactly three ranked types', async () => {
    const user = await createUser(t);
    const scenarios = await loadScenarios(t);
    for (const [ranking, status] of [
      ['Social,Artistic', 400],
      ['Social,Social,Artistic', 400],
      ['Social,Wizard,Artistic', 400],
      ['None', 201],
      ['Realistic,Investigative,Conventional', 201],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/scenarios/',
        headers: user.auth,
        payload: completeSubmission(scenarios, () => 3, ranking),
      });
      expect(res.statusCode, ranking).toBe(status);
      if (status === 400) expect(Object.keys(res.json())).toContain('scenario_4');
    }
  });

  it('stores every attempt, computes the top 10 in the request, and the newest drives GET result/', async () => {
    const user = await createUser(t);
    const scenarios = await loadScenarios(t);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/scenarios/',
      headers: user.auth,
      payload: completeSubmission(scenarios, () => 1, 'Realistic,Investigative,Conventional'),
    });
    expect(first.statusCode).toBe(201);
    const firstBody = first.json() as {
      id: number;
      results: { rank: number; ai: string; unique_title: { id: string } }[];
    };
    expect(firstBody.results).toHaveLength(10);
    expect(firstBody.results.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(firstBody.results[0]?.ai).toMatch(/^AI recommended/);
    for (const r of firstBody.results as unknown as {
      description: string;
      unique_title: { title: string; mask_title: string; impact: string | null };
    }[]) {
      // Description and AI impact are copied from the catalogue; ', All Other' is masked.
      expect(r.description).toMatch(/^Test occupation \d+ plans/);
      expect(['L', 'M', 'H']).toContain(r.unique_title.impact);
      expect(r.unique_title.mask_title).not.toMatch(/All Other/);
    }

    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/scenarios/',
      headers: user.auth,
      payload: completeSubmission(scenarios, (_q, s) => (s === 2 ? 5 : 4), 'Artistic,Social,Enterprising'),
    });
    expect(second.statusCode).toBe(201);
    const secondBody = second.json() as { id: number; results: { id: number }[] };
    expect(secondBody.id).toBeGreaterThan(firstBody.id);

    const attempts = await t.ctx.db
      .selectFrom('assessment_attempts')
      .select(['id', 'answers'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(attempts.map((a) => a.id)).toEqual([firstBody.id, secondBody.id]);
    const stored = await t.ctx.db
      .selectFrom('career_results')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(20);

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/result/', headers: user.auth });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { id: number }[]).map((r) => r.id)).toEqual(secondBody.results.map((r) => r.id));
  });
});
