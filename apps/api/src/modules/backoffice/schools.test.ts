import { randomUUID } from 'node:crypto';
import { SCHOOL_CODE_MESSAGES } from '@pathscoop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertStaff, staffHeaders } from './testing/backoffice-fixtures';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  const op = await insertStaff(t.ctx, ['operator']);
  headers = { authorization: (await staffHeaders(t.ctx, op.id)).authorization };
});

const signUp = (affiliate_code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/signup/',
    payload: {
      role: 'Student',
      first_name: 'Sam',
      last_name: 'Seat',
      email: `seat.${randomUUID().slice(0, 8)}@example.com`,
      phone: '555-0100',
      address: '12 Elm St, Springfield, IL 62701, USA',
      city: 'Springfield',
      state: 'IL',
      zipcode: '62701',
      age: 16,
      grade: 'JR',
      password: 'Seat-Limit-Pass-77',
      confirm_password: 'Seat-Limit-Pass-77',
      favorite_ice_cream_flavor: 'Mint',
      careers: 'Nurse',
      certainty: 6,
      education: 6,
      is_read_terms_and_policies: true,
      allow_data_sharing: false,
      affiliate_code,
    },
  });
const bo = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/backoffice/${url}`, headers, payload });

describe('schools and affiliate codes', () => {
  it('a code past its seat limit or its expiry is refused at sign-up in words; edits apply at once; audited', async () => {
    const bad = await bo('POST', 'schools/', { name: ' ', affiliate_code: 'x' });
    expect(bad.json()).toEqual({
      name: ['Enter the school name.'],
      affiliate_code: ['Use 4 to 40 letters, digits or dashes, starting with a letter or digit.'],
    });
    const created = await bo('POST', 'schools/', {
      name: 'Lakeside High',
      affiliate_code: 'lakeside-2026',
      seat_limit: 1,
      mentor_sessions: 3,
      companions: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const school = created.json();
    expect(school).toMatchObject({
      affiliate_code: 'LAKESIDE-2026',
      seat_limit: 1,
      seats_used: 0,
      mentor_sessions: 3,
    });
    expect((await bo('POST', 'schools/', { name: 'Copy', affiliate_code: 'LAKESIDE-2026' })).json()).toEqual({
      affiliate_code: ['Another school already uses this code.'],
    });

    expect((await signUp('LAKESIDE-2026')).statusCode).toBe(201);
    const full = await signUp('lakeside-2026');
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ affiliate_code: [SCHOOL_CODE_MESSAGES.full] });

    const more = await bo('PATCH', `schools/${school.id}/`, { seat_limit: 5, code_expires_at: '2020-01-31' });
    expect(more.json()).toMatchObject({
      seat_limit: 5,
      seats_used: 1,
      code_expires_at: '2020-02-01T00:00:00.000Z',
    });
    const expired = await signUp('LAKESIDE-2026');
    expect(expired.json()).toEqual({ affiliate_code: [SCHOOL_CODE_MESSAGES.expired] });

    await bo('PATCH', `schools/${school.id}/`, { code_expires_at: null });
    expect((await signUp('LAKESIDE-2026')).statusCode).toBe(201);
    const list = (await bo('GET', 'schools/')).json();
    expect(list.find((s: { id: number }) => s.id === school.id)).toMatchObject({ seats_used: 2 });

    const trail = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target_type', '=', 'school')
      .where('target_id', '=', String(school.id))
      .orderBy('id')
      .execute();
    expect(trail.map((a) => a.action)).toEqual(['school_created', 'school_updated', 'school_updated']);
    expect(trail[1]?.before).toMatchObject({ seat_limit: 1, code_expires_at: null });
    expect(trail[1]?.after).toMatchObject({ seat_limit: 5 });
  });

  it('seat limit holds under concurrent sign-ups', async () => {
    const school = (
      await bo('POST', 'schools/', { name: 'Race High', affiliate_code: 'RACE-1', seat_limit: 2 })
    ).json();
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => signUp('RACE-1')));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(3);
    expect(
      (await bo('GET', 'schools/')).json().find((s: { id: number }) => s.id === school.id).seats_used,
    ).toBe(2);
  });
});
