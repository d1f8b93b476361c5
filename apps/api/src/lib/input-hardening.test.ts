import { randomBytes } from 'node:crypto';
import { INPUT_MESSAGES, MESSAGES } from '@pathscoop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildSignedInUser, studentPayload } from '../modules/accounts/accounts.factory';
import { createUser, type TestUser } from '../modules/assessment/assessment.fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 10 findings 1 and 3 (docs/security.md "Input validation and ReDoS"): the requests the probe
 * sent, each answered before with a blocked event loop or a 500.
 */

let t: TestApp;
let student: TestUser;
const ip = () => `10.${randomBytes(3).join('.')}`;

beforeAll(async () => {
  t = await createTestApp();
  student = await createUser(t);
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip() });

describe('ReDoS: the e-mail rule is linear', () => {
  it.each(['/api/v1/auth/', '/api/v1/signup/', '/api/v1/password_reset/', '/api/v1/verify-email/resend/'])(
    'POST %s with 32 a’s and a ! answers 400 in milliseconds',
    async (url) => {
      const email = `${'a'.repeat(32)}!`;
      const started = performance.now();
      const res = await post(
        url,
        url.includes('signup') ? studentPayload({ email }) : { email, password: 'x' },
      );
      const elapsed = performance.now() - started;
      expect(res.statusCode).toBe(400);
      // Before: about 6 s of blocked event loop per request (doubling with each extra character).
      expect(elapsed).toBeLessThan(500);
    },
  );

  it('answers 400 at once for a 100,000-character address', async () => {
    const started = performance.now();
    const res = await post('/api/v1/auth/', { email: `${'a.'.repeat(50_000)}!`, password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: [MESSAGES.emailInvalid] });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("signs up, verifies and signs in with a '+' address", async () => {
    const email = `walk+${randomBytes(3).toString('hex')}@example.com`;
    const signup = await post('/api/v1/signup/', studentPayload({ email }));
    expect(signup.statusCode, signup.body).toBe(201);
    await t.ctx.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('email', '=', email)
      .execute();
    const signin = await post('/api/v1/auth/', { email, password: studentPayload().password });
    expect(signin.statusCode, signin.body).toBe(200);
    expect(signin.json().user.email).toBe(email);
  });
});

describe('text fields refuse NUL and control characters (PostgreSQL 22021 before)', () => {
  it('signup/ first_name "a\\u0000b" → 400 with the field message', async () => {
    const res = await post('/api/v1/signup/', studentPayload({ first_name: 'a\u0000b' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ first_name: [INPUT_MESSAGES.nullCharacter] });
  });

  it('refuses other control characters in single-line fields', async () => {
    const res = await post('/api/v1/signup/', studentPayload({ city: 'Spring\u001bfield' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ city: [INPUT_MESSAGES.controlCharacter] });
  });

  it('refuses NUL in query strings and path params', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/v1/careers/?search=nu%00rse' });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ search: [INPUT_MESSAGES.nullCharacter] });
  });
});

describe('ids are bounded to int4 (PostgreSQL 22003 before)', () => {
  it('GET result/2147483648/ → 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/result/2147483648/',
      headers: student.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ id: [INPUT_MESSAGES.tooLarge(2147483647)] });
  });

  it('PATCH profile/ pricing_plan 2147483648 → 400', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile/',
      headers: student.auth,
      payload: { pricing_plan: 2147483648 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ pricing_plan: [INPUT_MESSAGES.tooLarge(2147483647)] });
  });

  it('signup/ mentor tags [2147483648] → 400', async () => {
    const res = await post('/api/v1/signup/', {
      role: 'Mentor',
      first_name: 'Sam',
      last_name: 'Rivera',
      email: `sam.${randomBytes(3).toString('hex')}@example.com`,
      phone: '+1 614 555 0134',
      Industry: 1,
      tags: [2147483648],
      password: 'Kayak-Lantern-47',
      confirm_password: 'Kayak-Lantern-47',
      is_read_terms_and_policies: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ tags: [INPUT_MESSAGES.tooLarge(2147483647)] });
  });

  it('scenarios/ question 2147483648 → 400', async () => {
    const res = await post(
      '/api/v1/scenarios/',
      [{ scenario_id: 1, answers: [{ question: 2147483648, answer: 3 }] }],
      student.auth,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ '0': [INPUT_MESSAGES.tooLarge(2147483647)] });
  });

  it.each([
    ['"0x10"', '0x10'],
    ['true', true],
    ['"1e3"', '1e3'],
    ['""', ''],
    ['1.5', 1.5],
  ])('number fields refuse %s', async (_label, value) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile/',
      headers: student.auth,
      payload: { pricing_plan: value },
    });
    expect(res.statusCode).toBe(400);
    // Before: '0x10' and '1e3' were read as plans 16 and 1000, true as plan 1.
    expect(res.json()).toEqual({ pricing_plan: [INPUT_MESSAGES.integer] });
  });

  it('query numbers refuse hexadecimal and exponents', async () => {
    for (const page of ['0x10', '1e3', '2147483648']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/careers/?page=${page}` });
      expect(res.statusCode, page).toBe(400);
      expect(Object.keys(res.json())).toEqual(['page']);
    }
  });
});

describe('malformed JSON is a clean 400 on every route (FST_ERR_RESPONSE_SERIALIZATION before)', () => {
  it.each([
    ['POST', '/api/v1/password_reset/', false],
    ['PATCH', '/api/v1/profile/', true],
    ['POST', '/api/v1/scenarios/', true],
    ['PATCH', '/api/v1/result/1/', true],
    ['POST', '/api/v1/signup/', false],
  ] as const)('%s %s with body {"email": → 400 {detail}', async (method, url, signedIn) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', ...(signedIn ? student.auth : {}) },
      payload: '{"email":',
      remoteAddress: ip(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.stringContaining('JSON parse error') });
  });
});

describe('X-Request-Id', () => {
  it('echoes a well-formed client id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tags/',
      headers: { 'x-request-id': 'probe-42.a_b' },
    });
    expect(res.headers['x-request-id']).toBe('probe-42.a_b');
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with spaces', 'a b'],
    ['with a line break', 'a%0d%0aSet-Cookie:x'],
    ['empty', ''],
  ])('replaces an id %s with its own', async (_label, value) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tags/',
      headers: { 'x-request-id': value },
    });
    expect(res.headers['x-request-id']).not.toBe(value);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a signed-in user gets the same rules', () => {
  it('set-password/ refuses a NUL in the new password', async () => {
    const user = await buildSignedInUser(t.app, t.ctx);
    const res = await post(
      '/api/v1/set-password/',
      { current_password: user.password, new_password: 'abc\u0000defghij' },
      bearer(user.access),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ new_password: [INPUT_MESSAGES.nullCharacter] });
  });
});
