import { MESSAGES } from '@pathscoop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { settleAfterAnswer } from '../../lib/after-answer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { studentPayload, uniqueEmail } from './accounts.factory';

let t: TestApp;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
});

const signup = (payload: Record<string, unknown>, remoteAddress = `203.0.113.${++ip % 250}`) =>
  t.app.inject({ method: 'POST', url: '/api/v1/signup/', payload, remoteAddress });

async function mentorPayload(overrides: Record<string, unknown> = {}) {
  const tags = await t.ctx.db.selectFrom('tags').select('id').orderBy('position').limit(3).execute();
  const industry = await t.ctx.db
    .selectFrom('industries')
    .select('id')
    .orderBy('position')
    .executeTakeFirstOrThrow();
  return {
    email: uniqueEmail('mentor'),
    role: 'Mentor',
    first_name: 'Grace',
    last_name: 'Okafor',
    password: 'Copper-Meadow-58',
    confirm_password: 'Copper-Meadow-58',
    phone: '+1 404 555 0199',
    address: '200 Peachtree St NE, Atlanta, GA 30303, USA',
    zipCode: '30303',
    tags: tags.map((r) => r.id),
    shareDataCheck: false,
    Industry: industry.id,
    social_url: 'https://www.linkedin.com/in/grace-okafor',
    title: 'Senior Software Engineer',
    ...overrides,
  };
}

const userByEmail = (email: string) =>
  t.ctx.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow();

describe('POST /api/v1/signup/ (student)', () => {
  it('stores every field with consent timestamps, unverified, and mails the verification link', async () => {
    const payload = studentPayload();
    const res = await signup(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      detail: MESSAGES.signupDone,
      user: { email: payload.email, role: 'Student' },
    });
    const user = await userByEmail(payload.email);
    expect(user).toMatchObject({
      role: 'Student',
      first_name: 'Maya',
      last_name: 'Rivera',
      phone: '+1 614 555 0134',
      address: '12 Elm Street',
      city: 'Columbus',
      state: 'OH',
      zipcode: '43004',
      age: 16,
      grade: 'JR',
      education: 6,
      careers: 'Biologist, Nurse',
      certainty: 4,
      favorite_ice_cream_flavor: 'Mint chocolate chip',
      affiliate_code: null,
      school_id: null,
      allow_data_sharing: true,
      email_verified_at: null,
    });
    expect(user.terms_accepted_at).toBeInstanceOf(Date);
    expect(user.data_sharing_consented_at).toBeInstanceOf(Date);
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await settleAfterAnswer(); // the mail is sent after the answer
    const mail = await t.ctx.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', payload.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Confirm your e-mail address for Pathscoop');
    expect(mail.text_body).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[\w-]{43}/);
    expect(mail.html_body).toContain('/verify-email?token=');
  });

  it('links the student to the school of a known affiliate code (any case)', async () => {
    const payload = studentPayload({ affiliate_code: '  pathscoop-demo ' });
    expect((await signup(payload)).statusCode).toBe(201);
    const user = await userByEmail(payload.email);
    const school = await t.ctx.db
      .selectFrom('schools')
      .selectAll()
      .where('id', '=', user.school_id!)
      .executeTakeFirstOrThrow();
    expect(school.name).toBe('Pathscoop Demo High School');
    expect(user.affiliate_code).toBe('PATHSCOOP-DEMO');
  });

  it('refuses an unknown affiliate code with a field error', async () => {
    const res = await signup(studentPayload({ affiliate_code: 'NOPE-123' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ affiliate_code: [MESSAGES.affiliateUnknown] });
  });

  it('answers 400 {"email": [...]} for a taken address (any case)', async () => {
    const payload = studentPayload();
    expect((await signup(payload)).statusCode).toBe(201);
    const again = await signup(studentPayload({ email: payload.email.toUpperCase() }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ email: [MESSAGES.emailTaken] });
  });

  it("reports the spec's required-field messages", async () => {
    const res = await signup({ role: 'Student', is_read_terms_and_policies: false });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.first_name).toEqual(['First Name is required.']);
    expect(body.last_name).toEqual(['Last Name is required.']);
    expect(body.email).toEqual(['Email is required.']);
    expect(body.phone).toEqual(['Phone is required.']);
    expect(body.address).toEqual(['Address is required.']);
    expect(body.city).toEqual(['City is required.']);
    expect(body.state).toEqual(['State is required.']);
    expect(body.zipcode).toEqual(['Zip Code is required.']);
    expect(body.password).toEqual(['Please enter password']);
    expect(body.certainty).toEqual(['Please choose certainty level']);
    expect(body.is_read_terms_and_policies).toEqual([MESSAGES.terms]);
  });

  it('checks e-mail format, password confirmation, age, grade and education', async () => {
    const res = await signup(
      studentPayload({ email: 'maya@', confirm_password: 'different', age: 12, grade: 'XX', education: 3 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: ['Email is invalid.'],
      confirm_password: ['Passwords do not match'],
      age: ['Age must be between 13 and 99.'],
      grade: ['Grade is required.'],
      education: ['Education is required.'],
    });
  });

  it("applies Django's password rules with Django's messages", async () => {
    const short = await signup(studentPayload({ password: 'Ab1!', confirm_password: 'Ab1!' }));
    expect(short.json()).toEqual({
      password: ['This password is too short. It must contain at least 8 characters.'],
    });
    const common = await signup(studentPayload({ password: 'password123', confirm_password: 'password123' }));
    expect(common.json()).toEqual({ password: ['This password is too common.'] });
    // An address without digits: a random hex address can be mostly digits and then also be "too
    // similar to the email" (a CI run failed that way).
    const numeric = await signup(
      studentPayload({
        email: uniqueEmail('numeric').replace(/[0-9]/g, 'x'),
        password: '80417395261',
        confirm_password: '80417395261',
      }),
    );
    expect(numeric.json()).toEqual({ password: ['This password is entirely numeric.'] });
    const similar = await signup(
      studentPayload({
        email: 'jonathan.blackwood@example.com',
        password: 'Blackwood1',
        confirm_password: 'Blackwood1',
      }),
    );
    expect(similar.json()).toEqual({ password: ['The password is too similar to the email.'] });
    const name = await signup(
      studentPayload({ first_name: 'Evangeline', password: 'evangeline!', confirm_password: 'evangeline!' }),
    );
    expect(name.json()).toEqual({ password: ['The password is too similar to the first name.'] });
  });

  it('answers 429 after 5 sign-ups for one address in an hour', async () => {
    const email = uniqueEmail('spam');
    for (let i = 0; i < 5; i++) {
      const res = await signup(studentPayload({ email, password: 'short', confirm_password: 'short' }));
      expect(res.statusCode).toBe(400);
    }
    const limited = await signup(studentPayload({ email }));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('answers 429 after 20 sign-ups from one client address in an hour', async () => {
    for (let i = 0; i < 20; i++)
      expect((await signup({ role: 'Student' }, '198.18.0.1')).statusCode).toBe(400);
    const limited = await signup(studentPayload(), '198.18.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Request was throttled/);
  });
});

describe('POST /api/v1/signup/ (mentor)', () => {
  it('stores title, industry, tags, social_url and zip code', async () => {
    const payload = await mentorPayload();
    const res = await signup(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('Mentor');
    const user = await userByEmail(payload.email);
    expect(user).toMatchObject({
      role: 'Mentor',
      title: 'Senior Software Engineer',
      industry_id: payload.Industry,
      social_url: 'https://www.linkedin.com/in/grace-okafor',
      zipcode: '30303',
      address: '200 Peachtree St NE, Atlanta, GA 30303, USA',
      allow_data_sharing: false,
      data_sharing_consented_at: null,
      email_verified_at: null,
    });
    const tags = await t.ctx.db
      .selectFrom('user_tags')
      .select('tag_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(tags.map((r) => r.tag_id).sort()).toEqual([...payload.tags].sort());
  });

  it("reports the mentor form's messages and unknown references", async () => {
    const res = await signup({ role: 'Mentor', email: 'x', first_name: ' ', phone: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.first_name).toEqual(['Please enter valid first name']);
    expect(body.last_name).toEqual(['Please enter valid last name']);
    expect(body.email).toEqual(['Please enter a valid email address.']);
    expect(body.phone).toEqual(['Please enter valid phone']);
    expect(body.password).toEqual(['Please enter password']);
    const refs = await signup(await mentorPayload({ Industry: 99999, tags: [99998] }));
    expect(refs.statusCode).toBe(400);
    expect(refs.json()).toEqual({
      Industry: ['Invalid pk "99999" - object does not exist.'],
      tags: ['Invalid pk "99998" - object does not exist.'],
    });
  });

  it('refuses an unknown role', async () => {
    const res = await signup({ role: 'Admin', email: uniqueEmail() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('role');
  });
});
