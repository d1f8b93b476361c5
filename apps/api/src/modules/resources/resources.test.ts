import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../lib/auth';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, buildSignedInUser } from '../accounts/accounts.factory';
import { sanitizeResourceHtml } from './sanitize';

let t: TestApp;
let schoolA: number;
let schoolB: number;
beforeAll(async () => {
  t = await createTestApp();
  const ins = async (name: string, code: string) =>
    (
      await t.ctx.db
        .insertInto('schools')
        .values({ name, affiliate_code: code })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  schoolA = await ins('School A', 'RES-A');
  schoolB = await ins('School B', 'RES-B');
  await t.ctx.db
    .insertInto('school_resources')
    .values([
      { slug: 'only-a', kind: 'picks', title: 'Only for A', school_id: schoolA, position: -2 },
      { slug: 'only-b', kind: 'picks', title: 'Only for B', school_id: schoolB, position: -1 },
      {
        slug: 'xss',
        kind: 'finds',
        title: 'Unsafe body',
        school_id: schoolA,
        body: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://example.org">ok</a></p>',
        position: -1,
      },
    ])
    .execute();
});

const get = (access: string | undefined, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/school-resource/${query}`,
    headers: access ? bearer(access) : {},
  });

describe('GET /api/v1/school-resource/', () => {
  it('401 signed out; 400 for a bad page or kind', async () => {
    expect((await get(undefined)).json()).toEqual({ detail: AUTH_MESSAGES.missing });
    const s = await buildSignedInUser(t.app, t.ctx);
    expect((await get(s.access, '?page=0')).json()).toEqual({ page: ['Invalid page.'] });
    expect((await get(s.access, '?kind=all')).json()).toEqual({ kind: ['Choose picks or finds.'] });
    expect((await get(s.access, '?page=99')).statusCode).toBe(404);
  });

  it('DRF page with meta.number_of_pages: the seeded picks for everyone, page 2 holds the rest', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const one = (await get(s.access, '?page=1')).json();
    expect(one.count).toBe(13);
    expect(one.meta).toEqual({ number_of_pages: 2 });
    expect(one.results).toHaveLength(10);
    expect(one.next).toBe('http://localhost:3000/api/v1/school-resource/?kind=picks&page=2');
    expect(one.previous).toBeNull();
    expect(one.results[0]).toMatchObject({
      title: 'Shadow a Pro for a Day',
      thumbnail: '/media/resources/shadow-a-pro.svg',
      video: '/media/intro.mp4',
    });
    const two = (await get(s.access, '?page=2')).json();
    expect(two.results).toHaveLength(3);
    expect(two.next).toBeNull();
    const finds = (await get(s.access, '?kind=finds')).json();
    expect(finds.count).toBe(5);
  });

  it("filters by the member's school (plus everyone's); the school in the query is ignored", async () => {
    const a = await buildSignedInUser(t.app, t.ctx, { school_id: schoolA });
    const titles = (
      (await get(a.access, `?per_page=50&school=${schoolB}`)).json().results as { title: string }[]
    ).map((r) => r.title);
    expect(titles).toContain('Only for A');
    expect(titles).not.toContain('Only for B');
    expect(titles).not.toContain('Demo High: Careers Open Day');
    const none = await buildSignedInUser(t.app, t.ctx);
    const noSchool = ((await get(none.access, '?per_page=50')).json().results as { title: string }[]).map(
      (r) => r.title,
    );
    expect(noSchool).not.toContain('Only for A');
    expect(noSchool).not.toContain('Only for B');
  });

  it('serves bodies sanitised (sanitize-html)', async () => {
    const a = await buildSignedInUser(t.app, t.ctx, { school_id: schoolA });
    const [first] = (await get(a.access, '?kind=finds')).json().results;
    expect(first.title).toBe('Unsafe body');
    expect(first.body).toBe(
      '<p>Hi<a target="_blank" rel="noopener noreferrer">x</a><a href="https://example.org" target="_blank" rel="noopener noreferrer">ok</a></p>',
    );
    expect(sanitizeResourceHtml('<img src=x onerror=alert(1)>')).toBe('');
  });
});
