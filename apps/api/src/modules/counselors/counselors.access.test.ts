import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { headersFor, insertMentor } from '../mentorship/testing/mentorship-fixtures';
import {
  buildCounselorWorld,
  CHAT_TEXT,
  GUARDIAN_EMAIL,
  HILLCREST,
  LAKESIDE,
} from './testing/counselor-world';

/**
 * Every counselor/ route, read from the OpenAPI document (a new route is walked without being
 * listed here): who is refused, and what no answer may ever hold (docs/counselors.md).
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof buildCounselorWorld>>;
type Route = { method: string; path: string };
let routes: Route[];
let lakesidePick: number;

const FORBIDDEN_KEYS =
  /^(email|phone|address|city|zipcode|guardian\w*|payment\w*|amount\w*|stripe\w*|payer|content|message|topic|password\w*|pending_email)$/i;

function forbiddenKeys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => forbiddenKeys(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [
      ...(FORBIDDEN_KEYS.test(k) ? [`${path}.${k}`] : []),
      ...forbiddenKeys(v, `${path}.${k}`),
    ]);
  return [];
}

/** Nothing a counselor may not see: contact details, chat, guardians, mentor conversations, payments. */
function assertClean(body: string, otherSchoolNames: string[]) {
  for (const secret of [
    GUARDIAN_EMAIL,
    CHAT_TEXT,
    'Private topic',
    '+1 614 555 0142',
    '12 Private Road',
    '@example.com',
    ...otherSchoolNames,
  ])
    expect(body, `response holds ${secret}`).not.toContain(secret);
  if (body.startsWith('{') || body.startsWith('[')) expect(forbiddenKeys(JSON.parse(body))).toEqual([]);
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildCounselorWorld(t.ctx);
  await t.app.ready();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/counselor/'))
    .flatMap(([path, ops]) => Object.keys(ops).map((m) => ({ method: m.toUpperCase(), path })));
  const pick = await t.app.inject({
    method: 'POST',
    url: '/api/v1/counselor/resources/',
    headers: await w.headers(w.counselor.id),
    payload: { title: 'Career fair', body: '<p>Friday in the gym</p>' },
  });
  lakesidePick = pick.json().id;
});

const concrete = (r: Route, id: number) => r.path.replace('{id}', String(id));
const bodyFor = (r: Route) =>
  r.method === 'POST' && r.path.endsWith('/resources/')
    ? { title: 'Open day', body: '<p>Come along</p>' }
    : r.method === 'POST'
      ? {}
      : undefined;
const idFor = (r: Route, student: number) => (r.path.includes('/resources/') ? lakesidePick : student);

describe('counselor/ routes: access', () => {
  it('walks at least the routes this issue adds', () => {
    expect(routes.length).toBeGreaterThanOrEqual(9);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/v1/counselor/students/{id}/' });
  });

  it('refuses anonymous (401), students, mentors, operators without the school and sessions without the second factor (403)', async () => {
    const ana = w.lakesideIds[0] as number;
    const mentor = await insertMentor(t.ctx);
    const callers: [string, Record<string, string>, number][] = [
      ['anonymous', {}, 401],
      ['student', await headersFor(t.ctx, ana), 403],
      ['mentor', await headersFor(t.ctx, mentor.id), 403],
      ['operator', await w.headers(w.operator.id), 403],
      ['counselor before the second factor', await w.headers(w.counselor.id, false), 403],
    ];
    for (const [who, headers, status] of callers)
      for (const r of routes) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: concrete(r, idFor(r, ana)),
          headers,
          ...(bodyFor(r) ? { payload: bodyFor(r) } : {}),
        });
        expect(res.statusCode, `${who} ${r.method} ${r.path}`).toBe(status);
      }
    // The pick still exists: no refused caller deleted it.
    expect(
      await t.ctx.db
        .selectFrom('school_resources')
        .select('id')
        .where('id', '=', lakesidePick)
        .executeTakeFirst(),
    ).toBeDefined();
  });

  it("gives a counselor of another school nothing of this school's students (404 or their own school only)", async () => {
    const ana = w.lakesideIds[0] as number;
    const headers = await w.headers(w.otherCounselor.id);
    const lakesideNames = LAKESIDE.map((s) => s.last_name);
    for (const r of routes) {
      if (r.method === 'POST' && r.path.endsWith('/nudges/')) continue; // sends mail; checked below
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: concrete(r, idFor(r, ana)),
        headers,
        ...(bodyFor(r) ? { payload: bodyFor(r) } : {}),
      });
      if (r.path.includes('{id}')) expect(res.statusCode, `${r.method} ${r.path}`).toBe(404);
      else expect(res.statusCode, `${r.method} ${r.path}`).toBeLessThan(300);
      assertClean(res.body, [...lakesideNames, 'Lakeside High']);
    }
    const list = (await t.app.inject({ url: '/api/v1/counselor/students/', headers })).json();
    expect(list.results.map((s: { id: number }) => s.id)).toEqual(w.hillcrestIds);
    const picks = (await t.app.inject({ url: '/api/v1/counselor/resources/', headers })).json();
    expect(picks.map((p: { id: number }) => p.id)).not.toContain(lakesidePick);
  });

  it("answers the school's counselor on every route, and no body holds contact, chat, guardian, mentor or payment data", async () => {
    const headers = await w.headers(w.counselor.id);
    const hillcrestNames = HILLCREST.map((s) => s.last_name);
    const seen: string[] = [];
    for (const student of w.lakesideIds)
      for (const r of routes) {
        if (r.method !== 'GET' && student !== w.lakesideIds[0]) continue;
        if (r.method === 'DELETE') continue; // last, below
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: concrete(r, idFor(r, student)),
          headers,
          ...(bodyFor(r) ? { payload: bodyFor(r) } : {}),
        });
        expect([200, 201, 409, 429], `${r.method} ${r.path}: ${res.body}`).toContain(res.statusCode);
        assertClean(res.body, [...hillcrestNames, 'Hillcrest Academy']);
        seen.push(`${r.method} ${r.path}`);
      }
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/counselor/resources/${lakesidePick}/`,
      headers,
    });
    expect(del.statusCode).toBe(204);
    expect(new Set([...seen, 'DELETE /api/v1/counselor/resources/{id}/']).size).toBe(routes.length);
  });
});
