import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { headersFor } from '../mentorship/testing/mentorship-fixtures';
import { buildCounselorWorld, C } from './testing/counselor-world';

/** The dashboard's figures against a hand count of testing/counselor-world.ts (docs/counselors.md). */
let t: TestApp;
let w: Awaited<ReturnType<typeof buildCounselorWorld>>;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  w = await buildCounselorWorld(t.ctx);
  auth = await w.headers(w.counselor.id);
});

const get = (url: string, headers = auth) => t.app.inject({ method: 'GET', url, headers });

describe('counselor/summary/', () => {
  it('counts the funnel, interest types, careers, wages and education by hand', async () => {
    await t.ctx.db.updateTable('schools').set({ seat_limit: 40 }).where('id', '=', w.lakeside.id).execute();
    const res = await get('/api/v1/counselor/summary/');
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.school).toEqual({ id: w.lakeside.id, name: 'Lakeside High' });
    expect(s.codes).toEqual([{ code: w.lakeside.affiliate_code, students: 6, seat_limit: 40 }]);
    // Six students; Eve unverified; Dan only started; Ana, Ben, Cara, Finn finished; Ana, Ben and
    // Cara saved; Ana (held), Ben (requested) and Finn (cancelled) asked for a session.
    expect(s.funnel).toEqual({
      signed_up: 6,
      verified: 5,
      assessment_started: 5,
      assessment_finished: 4,
      careers_saved: 3,
      session_requested: 3,
      session_held: 1,
    });
    expect(s.interest_types).toEqual([
      { type: 'Realistic', students: 0 },
      { type: 'Investigative', students: 2 },
      { type: 'Artistic', students: 1 },
      { type: 'Social', students: 1 },
      { type: 'Enterprising', students: 0 },
      { type: 'Conventional', students: 0 },
    ]);
    // Top 10s: Ana and Ben have T1 (dev, analyst, nurse, fillers), Cara and Finn T2 (designer, nurse, electrician, fillers).
    expect(s.top10.careers.slice(0, 2)).toEqual([
      { code: '51-9100.00', title: 'Filler Operators 0', students: 4 },
      { code: '51-9101.00', title: 'Filler Operators 1', students: 4 },
    ]);
    expect(s.top10.careers).toContainEqual({ code: C.nurse.code, title: C.nurse.title, students: 4 });
    // Ten at most: the 4-student ones, then the 2-student ones by title.
    expect(s.top10.careers).toHaveLength(10);
    expect(s.top10.careers.slice(8)).toEqual([
      { code: C.analyst.code, title: C.analyst.title, students: 2 },
      { code: C.electrician.code, title: C.electrician.title, students: 2 },
    ]);
    expect(s.top10.families).toEqual([
      { code: '29', title: 'Healthcare Practitioners and Technical', students: 4 },
      { code: '51', title: 'Production', students: 4 },
      { code: '15', title: 'Computer and Mathematical', students: 2 },
      { code: '27', title: 'Arts, Design, Entertainment, Sports, and Media', students: 2 },
      { code: '47', title: 'Construction and Extraction', students: 2 },
    ]);
    // Saved: Ana dev+analyst, Ben dev, Cara designer+nurse.
    expect(s.saved.careers).toEqual([
      { code: C.dev.code, title: C.dev.title, students: 2 },
      { code: C.analyst.code, title: C.analyst.title, students: 1 },
      { code: C.designer.code, title: C.designer.title, students: 1 },
      { code: C.nurse.code, title: C.nurse.title, students: 1 },
    ]);
    expect(s.saved.families).toEqual([
      { code: '15', title: 'Computer and Mathematical', students: 2 },
      { code: '27', title: 'Arts, Design, Entertainment, Sports, and Media', students: 1 },
      { code: '29', title: 'Healthcare Practitioners and Technical', students: 1 },
    ]);
    // Saved wages 50k, 80k, 100k, 130k, 130k; catalogue 50k, 60k, 80k, 100k, 130k (fillers have none).
    expect(s.wages).toEqual({ saved_median: 100000, catalogue_median: 80000 });
    // Saved: 4 bachelor's, 1 associate's. Catalogue: 8 high school, 1 associate's, 3 bachelor's.
    expect(s.education).toEqual({
      saved_median: "Bachelor's Degree",
      catalogue_median: 'High School Diploma',
      saved: [
        { level: "Associate's Degree", share: 0.2 },
        { level: "Bachelor's Degree", share: 0.8 },
      ],
      catalogue: [
        { level: 'High School Diploma', share: 0.667 },
        { level: "Associate's Degree", share: 0.083 },
        { level: "Bachelor's Degree", share: 0.25 },
      ],
    });
  });

  it.each([
    ['grade=JR', 2, 2], // Ben, Cara
    ['graduation_year=2027', 2, 2], // seniors of 2026-27: Ana, Finn
    ['graduation_year=2028', 2, 2], // juniors: Ben, Cara
    ['from=2026-10-01', 3, 1], // Dan, Eve, Finn
    ['to=2026-09-10', 2, 2], // Ana, Ben (the end day counts)
    ['from=2026-09-10&to=2026-09-15', 2, 2], // Ben, Cara
  ])('filters by %s', async (query, signedUp, finished) => {
    const s = (await get(`/api/v1/counselor/summary/?${query}`)).json();
    expect(s.funnel.signed_up).toBe(signedUp);
    expect(s.funnel.assessment_finished).toBe(finished);
  });

  it('says what is wrong with a filter', async () => {
    const res = await get('/api/v1/counselor/summary/?from=2026-10-02&to=2026-10-01');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ to: ['The start date must be on or before the end date.'] });
    expect((await get('/api/v1/counselor/summary/?grade=XX')).statusCode).toBe(400);
  });
});

describe('counselor/students/', () => {
  it('lists the school only, sorted by name, with top three, saved careers and sessions', async () => {
    const page = (await get('/api/v1/counselor/students/')).json();
    expect(page.count).toBe(6);
    expect(page.results.map((s: { last_name: string }) => s.last_name)).toEqual([
      'Diaz',
      'Kim',
      'Lopez',
      'Park',
      'Shaw',
      'Wu',
    ]);
    const ana = page.results.find((s: { first_name: string }) => s.first_name === 'Ana');
    expect(ana).toMatchObject({
      grade: 'SR',
      graduation_year: 2027,
      assessment_date: '2026-10-02T00:00:00.000Z',
      top_careers: [
        { code: C.dev.code, title: C.dev.title },
        { code: C.analyst.code, title: C.analyst.title },
        { code: C.nurse.code, title: C.nurse.title },
      ],
      saved_careers: [
        { code: C.analyst.code, title: C.analyst.title },
        { code: C.dev.code, title: C.dev.title },
      ],
      sessions_requested: 1,
      sessions_held: 1,
    });
  });

  it('searches, sorts and pages', async () => {
    const found = (await get('/api/v1/counselor/students/?search=ana')).json();
    expect(found.results.map((s: { first_name: string }) => s.first_name)).toEqual(['Ana']);
    const byGrade = (await get('/api/v1/counselor/students/?ordering=grade')).json();
    expect(byGrade.results.map((s: { grade: string }) => s.grade)).toEqual([
      'FM',
      'SM',
      'JR',
      'JR',
      'SR',
      'SR',
    ]);
    const newest = (await get('/api/v1/counselor/students/?ordering=-assessment_date&per_page=4')).json();
    expect(newest.results).toHaveLength(4);
    expect(newest.next).toContain('page=2');
    expect(newest.results.every((s: { assessment_date: string | null }) => s.assessment_date !== null)).toBe(
      true,
    );
    const second = (
      await get('/api/v1/counselor/students/?ordering=-assessment_date&per_page=4&page=2')
    ).json();
    expect(second.results.map((s: { assessment_date: string | null }) => s.assessment_date)).toEqual([
      null,
      null,
    ]);
    expect((await get('/api/v1/counselor/students/?page=3&per_page=4')).statusCode).toBe(404);
    expect((await get('/api/v1/counselor/students/?ordering=email')).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV', async () => {
    const res = await get('/api/v1/counselor/students/export/?grade=JR');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"First name","Last name","Grade","Graduation year","Joined","Last activity","Assessment date","Top three careers","Saved careers","Sessions requested","Sessions held"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Cara","Diaz","JR","2028","2026-09-15"');
    expect(lines[1]).toContain(
      '"Graphic Designers; Registered Nurses; Electricians","Graphic Designers; Registered Nurses"',
    );
    expect(lines[2]).toContain('"Ben","Kim"');
  });
});

describe('counselor/students/{id}/', () => {
  it("shows a student's results and strengths and records the view (table and audit trail)", async () => {
    const ana = w.lakesideIds[0] as number;
    const res = t.app.inject({
      method: 'GET',
      url: `/api/v1/counselor/students/${ana}/`,
      headers: { ...auth, 'x-request-id': 'req-view-1' },
    });
    const body = (await res).json();
    expect((await res).statusCode).toBe(200);
    expect(body.student).toMatchObject({ id: ana, first_name: 'Ana', email_verified: true });
    expect(body.results).toHaveLength(10);
    expect(body.results[0].unique_title.id).toBe(C.dev.code);
    expect(body.strengths.first_name).toBe('Ana');
    expect(body.sessions).toEqual([
      { status: 'held', requested_at: '2026-10-05T00:00:00.000Z', held_at: '2026-10-10T00:00:00.000Z' },
    ]);
    const views = await t.ctx.db
      .selectFrom('counselor_student_views')
      .selectAll()
      .where('student_id', '=', ana)
      .execute();
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      counselor_id: w.counselor.id,
      school_id: w.lakeside.id,
      request_id: 'req-view-1',
    });
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'counselor.student_viewed')
      .where('target_id', '=', String(ana))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: w.counselor.id, request_id: 'req-view-1' });
    // A second view is a second row.
    await get(`/api/v1/counselor/students/${ana}/`);
    expect(
      await t.ctx.db
        .selectFrom('counselor_student_views')
        .select('id')
        .where('student_id', '=', ana)
        .execute(),
    ).toHaveLength(2);
  });

  it("answers 404 for another school's student and records nothing", async () => {
    const zed = w.hillcrestIds[0] as number;
    expect((await get(`/api/v1/counselor/students/${zed}/`)).statusCode).toBe(404);
    expect(
      await t.ctx.db
        .selectFrom('counselor_student_views')
        .select('id')
        .where('student_id', '=', zed)
        .execute(),
    ).toHaveLength(0);
  });
});

describe('a student who leaves the school', () => {
  it('sees the school on Profile Info, then leaves the cohort at once, with the school’s entitlements', async () => {
    const ben = w.lakesideIds[1] as number;
    const student = await headersFor(t.ctx, ben);
    const access = (
      await t.app.inject({ method: 'GET', url: '/api/v1/profile/school/', headers: student })
    ).json();
    expect(access.school).toEqual({ id: w.lakeside.id, name: 'Lakeside High' });
    expect(access.never_sees).toContain('chats');

    const left = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/school/leave/',
      headers: student,
    });
    expect(left.statusCode).toBe(200);
    expect(left.json().detail).toBe('You left Lakeside High. Its counselors no longer see your results.');

    const s = (await get('/api/v1/counselor/summary/')).json();
    expect(s.funnel.signed_up).toBe(5);
    expect(s.funnel.session_requested).toBe(2);
    const list = (await get('/api/v1/counselor/students/?per_page=100')).json();
    expect(list.results.map((r: { id: number }) => r.id)).not.toContain(ben);
    expect((await get(`/api/v1/counselor/students/${ben}/`)).statusCode).toBe(404);
    const row = await t.ctx.db
      .selectFrom('users')
      .select(['school_id', 'affiliate_code'])
      .where('id', '=', ben)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ school_id: null, affiliate_code: null });
    const profile = (await t.app.inject({ method: 'GET', url: '/api/v1/profile/', headers: student })).json();
    expect(profile.school).toBeNull();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/school/leave/',
      headers: student,
    });
    expect(again.statusCode).toBe(409);
  });

  it("lists the school's access in the student's data export", async () => {
    const ana = w.lakesideIds[0] as number;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/privacy/export/',
      headers: await headersFor(t.ctx, ana),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.school_access.school).toEqual({ id: w.lakeside.id, name: 'Lakeside High' });
    expect(data.school_access.last_viewed_at).not.toBeNull();
    expect(data.school_views_of_your_record.length).toBeGreaterThanOrEqual(1);
    expect(data.school_views_of_your_record[0]).toMatchObject({
      counselor_id: w.counselor.id,
      school_id: w.lakeside.id,
    });
  });

  it('account deletion removes the student from the cohort', async () => {
    const finn = w.lakesideIds[5] as number;
    await t.ctx.db.deleteFrom('users').where('id', '=', finn).execute();
    const list = (await get('/api/v1/counselor/students/?per_page=100')).json();
    expect(list.results.map((r: { id: number }) => r.id)).not.toContain(finn);
  });
});
