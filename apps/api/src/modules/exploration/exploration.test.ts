import {
  EXPLORATION_MESSAGES,
  PRICING_MESSAGES,
  RECOMMENDATIONS_PER_PAGE,
  RESULT_MESSAGES,
  SCOOP_REFRESH_LIMIT,
} from '@pathscoop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  completeSubmission,
  createUser,
  loadScenarios,
  type TestUser,
} from '../assessment/assessment.fixtures';
import { seedTestCatalogue } from '../results/results.test-catalogue';

let t: TestApp;
let freePlanId: number;

beforeAll(async () => {
  t = await createTestApp();
  const codes = await seedTestCatalogue(t);
  // Give the synthetic careers the catalogue data the Scoop writes from.
  for (const [i, code] of codes.entries()) {
    await t.ctx.db
      .updateTable('careers')
      .set({
        typical_education: i % 2 ? "Bachelor's degree" : 'High school diploma or equivalent',
        tasks: JSON.stringify([
          `Inspect part ${i}.`,
          `Write report ${i}.`,
          `Train helper ${i}.`,
          `Order stock ${i}.`,
        ]),
        related: JSON.stringify([
          {
            code: codes[(i + 1) % codes.length],
            title: `Test Occupation ${(i + 1) % codes.length}`,
            tier: 'Primary-Short',
          },
        ]),
      })
      .where('code', '=', code)
      .execute();
  }
  const plans = await t.ctx.db
    .selectFrom('pricing_plans')
    .select(['id', 'price'])
    .orderBy('position')
    .execute();
  freePlanId = plans.find((p) => Number(p.price) === 0)?.id ?? 0;
});

type Result = {
  id: number;
  interested: boolean;
  score: number | null;
  match?: number;
  unique_title: { id: string };
};
type Page = { count: number; next: string | null; previous: string | null; results: Result[] };
type Detail = Result & {
  text: string;
  description_long: string;
  first_name: string | null;
  agent_id: number | null;
  unique_title: {
    id: string;
    mask_title: string;
    impact: string | null;
    outlook_url: string;
    unique_title_questions: {
      id: number;
      ordering: number;
      question: string;
      answer: { answer: string };
      refresh_count: number;
      refresh_limit: number;
    }[];
  };
};

const get = (user: TestUser | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user ? user.auth : {} });

async function submit(user: TestUser, pick: (q: number, s: number) => number, ranking?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/scenarios/',
    headers: user.auth,
    payload: completeSubmission(await loadScenarios(t), pick, ranking),
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { results: Result[] }).results;
}

const withPlan = () => createUser(t, { pricing_plan_id: freePlanId });

describe('GET /api/v1/recommendations/', () => {
  it('requires sign-in, refuses mentors and rejects a bad page', async () => {
    expect((await get(null, '/api/v1/recommendations/')).statusCode).toBe(401);
    const mentor = await createUser(t, { role: 'Mentor' });
    const m = await get(mentor, '/api/v1/recommendations/');
    expect(m.statusCode).toBe(403);
    expect(m.json()).toEqual({ detail: RESULT_MESSAGES.mentorsHaveNoResults });
    const student = await createUser(t);
    const bad = await get(student, '/api/v1/recommendations/?page=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ page: ['A valid integer is required.'] });
    expect((await get(student, '/api/v1/recommendations/?page=0')).json()).toEqual({
      page: ['Invalid page.'],
    });
  });

  it('is an empty page before any attempt, and 404 past the end', async () => {
    const student = await createUser(t);
    const res = await get(student, '/api/v1/recommendations/?page=1');
    expect(res.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await get(student, '/api/v1/recommendations/?page=2')).statusCode).toBe(404);
  });

  it('pages across two attempts without duplicates and keeps saved and scored careers', async () => {
    const student = await withPlan();
    const first = await submit(student, (q) => 1 + (q % 5), 'Realistic,Investigative,Conventional');
    const saved = first[9] as Result;
    const scored = first[8] as Result;
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/result/${saved.id}/`,
          headers: student.auth,
          payload: { interested: true },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/result/${scored.id}/`,
          headers: student.auth,
          payload: { score: 4, booked: false },
        })
      ).statusCode,
    ).toBe(200);
    const second = await submit(student, (q) => 5 - (q % 5), 'Artistic,Social,Enterprising');
    const codes = new Set([...first, ...second].map((r) => r.unique_title.id));

    const page1 = (await get(student, '/api/v1/recommendations/')).json() as Page;
    expect(page1.count).toBe(codes.size);
    const all = [...page1.results];
    let next = page1.next;
    while (next) {
      const page = (await get(student, new URL(next).pathname + new URL(next).search)).json() as Page;
      all.push(...page.results);
      next = page.next;
    }
    expect(all).toHaveLength(codes.size);
    expect(new Set(all.map((r) => r.unique_title.id)).size).toBe(codes.size);
    expect(page1.results.length).toBe(Math.min(RECOMMENDATIONS_PER_PAGE, codes.size));
    // Newest attempt first.
    expect(all[0]?.unique_title.id).toBe(second[0]?.unique_title.id);
    // Saved and scored careers survive the retake, whichever attempt recommended them again.
    const keptSaved = all.find((r) => r.unique_title.id === saved.unique_title.id);
    const keptScored = all.find((r) => r.unique_title.id === scored.unique_title.id);
    expect(keptSaved?.interested).toBe(true);
    expect(keptScored?.score).toBe(4);
    // GET result/ stays the newest top 10.
    const top = (await get(student, '/api/v1/result/')).json() as Result[];
    expect(top.map((r) => r.id)).toEqual(second.map((r) => r.id));
  });

  it('issue 24 #17: after a retake each recommendation names its attempt (number and date)', async () => {
    const student = await withPlan();
    const first = await submit(student, (q) => 1 + (q % 5), 'Realistic,Investigative,Conventional');
    const second = await submit(student, (q) => 5 - (q % 5), 'Artistic,Social,Enterprising');
    const all: (Result & { attempt?: { number: number; taken_at: string } })[] = [];
    let next: string | null = '/api/v1/recommendations/';
    while (next) {
      const page = (
        await get(student, next.startsWith('/') ? next : new URL(next).pathname + new URL(next).search)
      ).json() as Page;
      all.push(...(page.results as typeof all));
      next = page.next;
    }
    const secondCodes = new Set(second.map((r) => r.unique_title.id));
    for (const r of all) {
      expect(r.attempt?.number).toBe(secondCodes.has(r.unique_title.id) ? 2 : 1);
      expect(Number.isNaN(Date.parse(r.attempt?.taken_at ?? ''))).toBe(false);
    }
    expect(all.some((r) => r.attempt?.number === 1)).toBe(
      first.some((r) => !secondCodes.has(r.unique_title.id)),
    );
    // Matches never rise down the newest top 10 (issue 24 #17, the engine caps them).
    const matches = second.map((r) => r.match);
    expect(matches).toEqual([...matches].sort((a, b) => (b ?? 0) - (a ?? 0)));
  });
});

describe('GET /api/v1/result/{id}/ (career detail)', () => {
  it('is owner-only (404) and validates the id', async () => {
    const owner = await withPlan();
    const [r] = await submit(owner, () => 3);
    const other = await withPlan();
    expect((await get(null, `/api/v1/result/${r?.id}/`)).statusCode).toBe(401);
    expect((await get(other, `/api/v1/result/${r?.id}/`)).statusCode).toBe(404);
    expect((await get(owner, '/api/v1/result/99999999999/')).statusCode).toBe(400);
  });

  it('carries text, the long description, the Scoop and the outlook code', async () => {
    const owner = await createUser(t); // no plan: reading is free (docs/gating.md)
    const [r] = await submit(owner, () => 3);
    const res = await get(owner, `/api/v1/result/${r?.id}/`);
    expect(res.statusCode).toBe(200);
    const d = res.json() as Detail;
    expect(d.text).toBe(d.unique_title.mask_title);
    expect(d.first_name).toBeNull();
    expect(d.agent_id).toBeNull();
    // A vetted mentor who knows the career: the 'Mentor' line shows their first name.
    const mentor = await createUser(t, { role: 'Mentor' });
    await t.ctx.db.updateTable('users').set({ first_name: 'Imani' }).where('id', '=', mentor.id).execute();
    await t.ctx.db
      .insertInto('mentor_profiles')
      .values({ user_id: mentor.id, vetting_status: 'vetted', career_codes: [d.unique_title.id] })
      .execute();
    expect(((await get(owner, `/api/v1/result/${r?.id}/`)).json() as Detail).first_name).toBe('Imani');
    expect(d.description_long.split('\n\n').length).toBeGreaterThanOrEqual(4);
    expect(d.unique_title.outlook_url).toBe(`https://www.onetonline.org/link/summary/${d.unique_title.id}`);
    const qs = d.unique_title.unique_title_questions;
    expect(qs.length).toBeGreaterThanOrEqual(5);
    expect(qs.length).toBeLessThanOrEqual(7);
    const ai = qs.find((q) => q.ordering === 5);
    expect(ai?.question).toBe('How will AI change this career?');
    const label = { L: 'Low', M: 'Moderate', H: 'High' }[d.unique_title.impact as 'L'];
    expect(ai?.answer.answer).toContain(`AI impact: ${label}`);
    const pay = qs.find((q) => q.ordering === 2);
    const career = await t.ctx.db
      .selectFrom('careers')
      .select('median_wage')
      .where('code', '=', d.unique_title.id)
      .executeTakeFirstOrThrow();
    expect(pay?.answer.answer).toContain(`$${career.median_wage?.toLocaleString('en-US')}`);
    expect(qs.every((q) => q.refresh_count === 1 && q.refresh_limit === SCOOP_REFRESH_LIMIT)).toBe(true);
    // Stored once per career and question: a second reader gets the same rows.
    const again = (await get(owner, `/api/v1/result/${r?.id}/`)).json() as Detail;
    expect(again.unique_title.unique_title_questions.map((q) => q.id)).toEqual(qs.map((q) => q.id));
    const stored = await t.ctx.db
      .selectFrom('scoop_questions')
      .select('id')
      .where('career_code', '=', d.unique_title.id)
      .execute();
    expect(stored).toHaveLength(qs.length);
  });
});

describe('GET /api/v1/question/{id}/refresh/answer/', () => {
  async function questionOf(user: TestUser) {
    const [r] = await submit(user, () => 4);
    const d = (await get(user, `/api/v1/result/${r?.id}/`)).json() as Detail;
    return {
      resultId: r?.id ?? 0,
      q: d.unique_title.unique_title_questions[1] as Detail['unique_title']['unique_title_questions'][0],
    };
  }

  it('is owner-only (404), gated like saving (403) and validates the id (400)', async () => {
    const owner = await withPlan();
    const { q } = await questionOf(owner);
    expect((await get(null, `/api/v1/question/${q.id}/refresh/answer/`)).statusCode).toBe(401);
    const stranger = await withPlan();
    expect((await get(stranger, `/api/v1/question/${q.id}/refresh/answer/`)).statusCode).toBe(404);
    const bad = await get(owner, '/api/v1/question/abc/refresh/answer/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: ['A valid integer is required.'] });

    const noPlan = await createUser(t);
    const mine = await questionOf(noPlan);
    const gated = await get(noPlan, `/api/v1/question/${mine.q.id}/refresh/answer/`);
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toEqual({ detail: PRICING_MESSAGES.planRequired });
    const mentor = await createUser(t, { role: 'Mentor' });
    expect((await get(mentor, `/api/v1/question/${q.id}/refresh/answer/`)).statusCode).toBe(403);
  });

  it('issue 24 #7: 20 parallel refreshes generate at most the 4 answers the cap allows (atomic check-and-increment)', async () => {
    const owner = await withPlan();
    const { q } = await questionOf(owner);
    const ai = t.ctx.ai;
    let generated = 0;
    t.ctx.ai = {
      ...ai,
      complete: async (...args: Parameters<typeof ai.complete>) => {
        generated += 1;
        return ai.complete(...args);
      },
    };
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => get(owner, `/api/v1/question/${q.id}/refresh/answer/`)),
      );
      const ok = answers.filter((a) => a.statusCode === 200);
      expect(ok).toHaveLength(SCOOP_REFRESH_LIMIT - 1);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(20 - (SCOOP_REFRESH_LIMIT - 1));
      expect(generated).toBeLessThanOrEqual(SCOOP_REFRESH_LIMIT - 1);
      expect(new Set(ok.map((a) => (a.json() as { refresh_count: number }).refresh_count))).toEqual(
        new Set([2, 3, 4, 5]),
      );
    } finally {
      t.ctx.ai = ai;
    }
  });

  it('gives a new answer each time up to 5/5, refuses the 5th refresh, and the counter survives a restart', async () => {
    const owner = await withPlan();
    const { resultId, q } = await questionOf(owner);
    const answers = [q.answer.answer];
    for (let n = 2; n <= SCOOP_REFRESH_LIMIT; n++) {
      const res = await get(owner, `/api/v1/question/${q.id}/refresh/answer/`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as Detail['unique_title']['unique_title_questions'][0];
      expect(body.refresh_count).toBe(n);
      expect(body.refresh_limit).toBe(SCOOP_REFRESH_LIMIT);
      answers.push(body.answer.answer);
    }
    expect(new Set(answers).size).toBe(SCOOP_REFRESH_LIMIT);
    const refused = await get(owner, `/api/v1/question/${q.id}/refresh/answer/`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: EXPLORATION_MESSAGES.refreshLimit });

    // A new process on the same database: the counter and the student's answer are persisted.
    const restarted = await createTestApp({ databaseUrl: t.databaseUrl });
    const again = await restarted.app.inject({
      method: 'GET',
      url: `/api/v1/question/${q.id}/refresh/answer/`,
      headers: owner.auth,
    });
    expect(again.statusCode).toBe(429);
    const detail = (
      await restarted.app.inject({ method: 'GET', url: `/api/v1/result/${resultId}/`, headers: owner.auth })
    ).json() as Detail;
    const same = detail.unique_title.unique_title_questions.find((x) => x.id === q.id);
    expect(same?.refresh_count).toBe(SCOOP_REFRESH_LIMIT);
    expect(same?.answer.answer).toBe(answers[answers.length - 1]);
    // Another student's counter is their own.
    const other = await withPlan();
    await submit(other, () => 4);
    const theirs = await get(other, `/api/v1/question/${q.id}/refresh/answer/`);
    expect(theirs.statusCode).toBe(200);
    expect((theirs.json() as { refresh_count: number }).refresh_count).toBe(2);
  });
});

describe('GET /api/v1/my-strength-profile/', () => {
  it('requires sign-in and refuses mentors', async () => {
    expect((await get(null, '/api/v1/my-strength-profile/')).statusCode).toBe(401);
    const mentor = await createUser(t, { role: 'Mentor' });
    const res = await get(mentor, '/api/v1/my-strength-profile/');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: EXPLORATION_MESSAGES.mentorsHaveNoStrengths });
  });

  it('is empty before an attempt and specific after one', async () => {
    const student = await createUser(t);
    expect((await get(student, '/api/v1/my-strength-profile/')).json()).toEqual({
      first_name: 'Sam',
      top_traits: [],
      traits_insights: '',
      top_skills: [],
      skills_insights: '',
      top_activities: [],
      activities_insights: '',
    });
    // Great at every skill, extremely likely to enjoy every activity.
    await submit(student, (_q, s) => (s === 2 ? 1 : 5), 'Social,Artistic,Investigative');
    const p = (await get(student, '/api/v1/my-strength-profile/')).json() as Record<string, unknown>;
    expect(p.top_traits).toEqual(expect.arrayContaining(['People helper (Social)']));
    expect((p.top_skills as string[]).length).toBeGreaterThan(0);
    expect((p.top_activities as string[]).length).toBe(5);
    expect(p.skills_insights).toMatch(/You put \d+ skills in "I am great at it"/);
    expect(p.traits_insights).toContain('you rated 10 of the 10 activities');
  });
});

describe('AI Insights Report', () => {
  it('is null before an attempt, then an owner-only revocable link with HTML and PDF', async () => {
    const student = await createUser(t);
    expect((await get(student, '/api/v1/profile/')).json()).toMatchObject({ ai_report: null });
    expect((await get(student, '/api/v1/ai-report/')).json()).toEqual({ ai_report: null });
    await submit(student, () => 4);
    const url = ((await get(student, '/api/v1/profile/')).json() as { ai_report: string }).ai_report;
    expect(url).toMatch(/\/api\/v1\/ai-report\/[A-Za-z0-9_-]{32}\/$/);
    const path = new URL(url).pathname;
    const html = await get(null, path);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.headers['cache-control']).toBe('no-store');
    expect(html.body).toContain('<svg');
    expect(html.body).toContain('Your top 10 careers and why');
    const pdf = await get(null, `${path}pdf/`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Another student's link is theirs; a guessed link is refused.
    const other = await createUser(t);
    await submit(other, () => 2);
    const otherUrl = ((await get(other, '/api/v1/ai-report/')).json() as { ai_report: string }).ai_report;
    expect(otherUrl).not.toBe(url);
    expect((await get(null, '/api/v1/ai-report/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/')).statusCode).toBe(404);
    expect((await get(null, '/api/v1/ai-report/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/pdf/')).statusCode).toBe(404);

    // Revoking: the old link stops working, a new one is issued.
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/ai-report/',
      headers: student.auth,
    });
    expect(revoked.statusCode).toBe(200);
    const fresh = (revoked.json() as { ai_report: string }).ai_report;
    expect(fresh).not.toBe(url);
    expect((await get(null, path)).statusCode).toBe(404);
    expect((await get(null, new URL(fresh).pathname)).statusCode).toBe(200);

    const mentor = await createUser(t, { role: 'Mentor' });
    expect((await get(mentor, '/api/v1/ai-report/')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/ai-report/' })).statusCode).toBe(401);
  });
});
