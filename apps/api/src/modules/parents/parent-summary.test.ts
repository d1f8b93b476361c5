import { PARENT_SUMMARY_MESSAGES } from '@pathscoop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  headersFor,
  insertMentor,
  insertStudent,
  runJobs,
  settableClock,
} from '../mentorship/testing/mentorship-fixtures';
import { scheduleParentSummaries, sweepParentSummaries } from './parent-summary';

const clock = settableClock('2026-03-02T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ overrides: { now: clock.now } });
});

const mailsTo = (to: string) =>
  t.ctx.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', to).orderBy('id').execute();
const guardianOf = (id: number) => `guardian.${id}@example.org`;

async function giveResults(userId: number) {
  const attempt = await t.ctx.db
    .insertInto('assessment_attempts')
    .values({ user_id: userId, answers: '{}', profile: '{}', instrument_version: 'test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const titles = ['Registered Nurses', 'Physical Therapists', 'Paramedics', 'Dietitians'];
  await t.ctx.db
    .insertInto('career_results')
    .values(
      titles.map((title, i) => ({
        attempt_id: attempt.id,
        user_id: userId,
        career_code: `29-0000.0${i}`,
        title,
        impact: null,
        rank: i + 1,
        match: 90 - i,
        ai: '',
        reasons: '[]',
        score: null,
        interested: i === 1 || i === 3,
        updated_at: new Date().toISOString(),
      })),
    )
    .execute();
}

describe('parent progress summary (Sundae: "Parent progress summary by e-mail")', () => {
  it('a Sundae student sees the exact e-mail, sends one now, and a second the same day is refused', async () => {
    const s = await insertStudent(t.ctx, { plan: 'sundae', first_name: 'Lena' });
    await giveResults(s.id);
    const headers = await headersFor(t.ctx, s.id);
    const view = await t.app.inject({ method: 'GET', url: '/api/v1/parent_summary/', headers });
    expect(view.statusCode).toBe(200);
    const body = view.json();
    expect(body).toMatchObject({ included: true, has_guardian: true, enabled: true, last_sent_at: null });
    const text = body.preview.lines.join('\n');
    expect(text).toContain('Registered Nurses, Physical Therapists and Paramedics');
    expect(text).toContain('2 careers (Physical Therapists and Dietitians)');
    expect(text).not.toContain(s.email); // never the student's own address
    expect(text).not.toContain('77 Secret Lane');

    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/parent_summary/send/', headers });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().detail).toBe(PARENT_SUMMARY_MESSAGES.sent);
    const mails = await mailsTo(guardianOf(s.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Lena's Pathscoop progress, March 2026");
    expect(mails[0]?.text_body).toContain('Registered Nurses');

    const again = await t.app.inject({ method: 'POST', url: '/api/v1/parent_summary/send/', headers });
    expect(again.statusCode).toBe(429);
    expect(again.json().detail).toBe(PARENT_SUMMARY_MESSAGES.tooSoon);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(guardianOf(s.id))).toHaveLength(1);
  });

  it('plans that do not include it, students without a guardian and a summary turned off are refused in words', async () => {
    const free = await insertStudent(t.ctx, { plan: 'double-scoop' });
    const r1 = await t.app.inject({
      method: 'POST',
      url: '/api/v1/parent_summary/send/',
      headers: await headersFor(t.ctx, free.id),
    });
    expect(r1.statusCode).toBe(403);
    expect(r1.json().detail).toBe(PARENT_SUMMARY_MESSAGES.notIncluded);
    const view = await t.app.inject({
      method: 'GET',
      url: '/api/v1/parent_summary/',
      headers: await headersFor(t.ctx, free.id),
    });
    expect(view.json()).toMatchObject({ included: false, next_at: null });

    const lonely = await insertStudent(t.ctx, { plan: 'milkshake', guardian: false });
    const r2 = await t.app.inject({
      method: 'POST',
      url: '/api/v1/parent_summary/send/',
      headers: await headersFor(t.ctx, lonely.id),
    });
    expect(r2.statusCode).toBe(409);
    expect(r2.json().detail).toBe(PARENT_SUMMARY_MESSAGES.noGuardian);

    const off = await insertStudent(t.ctx, { plan: 'sundae' });
    const headers = await headersFor(t.ctx, off.id);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/parent_summary/',
      headers,
      payload: { enabled: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().enabled).toEqual([PARENT_SUMMARY_MESSAGES.enabledRequired]);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/parent_summary/',
      headers,
      payload: { enabled: false },
    });
    expect(put.json().detail).toBe(PARENT_SUMMARY_MESSAGES.off);
    const r3 = await t.app.inject({ method: 'POST', url: '/api/v1/parent_summary/send/', headers });
    expect(r3.statusCode).toBe(409);
    expect(r3.json().detail).toBe(PARENT_SUMMARY_MESSAGES.turnedOff);
    for (const id of [free.id, lonely.id, off.id]) expect(await mailsTo(guardianOf(id))).toHaveLength(0);
  });

  it('mentors cannot use it', async () => {
    const m = await insertMentor(t.ctx);
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/v1/parent_summary/',
      headers: await headersFor(t.ctx, m.id),
    });
    expect(r.statusCode).toBe(403);
  });

  it('the monthly sweep sends once per 30 days, only to included, on, guardian-backed students; the job reschedules itself', async () => {
    clock.set('2026-04-01T10:00:00Z');
    const due = await insertStudent(t.ctx, { plan: 'sundae', first_name: 'Omar' });
    const off = await insertStudent(t.ctx, { plan: 'sundae' });
    await t.ctx.db.insertInto('parent_summaries').values({ user_id: off.id, enabled: false }).execute();
    const notIncluded = await insertStudent(t.ctx, { plan: 'double-scoop' });
    const expired = await insertStudent(t.ctx, { plan: 'milkshake' });
    await t.ctx.db
      .updateTable('users')
      .set({ plan_expires_at: new Date('2026-03-01T00:00:00Z') })
      .where('id', '=', expired.id)
      .execute();

    await scheduleParentSummaries(t.ctx.db, clock.now());
    clock.set('2026-04-01T15:00:01Z');
    const ran = await runJobs(t.ctx);
    expect(ran).toContain('parent_summary_sweep');
    expect(await mailsTo(guardianOf(due.id))).toHaveLength(1);
    for (const id of [off.id, notIncluded.id, expired.id])
      expect(await mailsTo(guardianOf(id))).toHaveLength(0);
    const body = (await mailsTo(guardianOf(due.id)))[0]?.text_body ?? '';
    expect(body).toContain('Career assessment: not finished yet');
    expect(body).toContain('0 sessions held, 0 sessions coming up');

    // Tomorrow's sweep is queued; running sweeps again within 30 days sends nothing more.
    const next = await t.ctx.db
      .selectFrom('jobs')
      .select('run_at')
      .where('kind', '=', 'parent_summary_sweep')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(next.run_at.toISOString()).toBe('2026-04-02T15:00:00.000Z');
    clock.set('2026-04-20T15:00:01Z');
    expect(await sweepParentSummaries(t.ctx, clock.now())).toBe(0);
    clock.set('2026-05-01T15:00:01Z');
    await sweepParentSummaries(t.ctx, clock.now());
    expect(await mailsTo(guardianOf(due.id))).toHaveLength(2);
  });

  it('two sweeps at once (two processes) send one e-mail per student', async () => {
    clock.set('2026-06-10T15:00:01Z');
    const s = await insertStudent(t.ctx, { plan: 'sundae' });
    await Promise.all([sweepParentSummaries(t.ctx, clock.now()), sweepParentSummaries(t.ctx, clock.now())]);
    expect(await mailsTo(guardianOf(s.id))).toHaveLength(1);
  });
});
