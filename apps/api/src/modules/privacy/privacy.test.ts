import { PRIVACY_MESSAGES } from '@pathscoop/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../lib/auth';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, buildSignedInUser, type SignedIn, uniqueEmail } from '../accounts/accounts.factory';
import { findUserById } from '../accounts/accounts.repo';
import { EXPORT_SECTIONS } from './export-registry';
import { discoverUserColumns } from './privacy.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const exportOf = (access?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/privacy/export/', headers: access ? bearer(access) : {} });
const deleteWith = (access: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/privacy/delete-account/',
    payload,
    headers: access ? bearer(access) : {},
  });

/** Rows in the tables of other modules: an attempt with a result, a paid plan, an invitation. */
async function giveHistory(s: SignedIn) {
  const db = t.ctx.db;
  const attempt = await db
    .insertInto('assessment_attempts')
    .values({
      user_id: s.user.id,
      answers: JSON.stringify({ q1: 3 }),
      profile: JSON.stringify({ R: 1 }),
      instrument_version: 't',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('career_results')
    .values({
      attempt_id: attempt.id,
      user_id: s.user.id,
      career_code: '15-1252.00',
      title: 'Software Developers',
      rank: 1,
      match: 90,
      ai: 'L',
    })
    .execute();
  const plan = await db
    .selectFrom('pricing_plans')
    .select('id')
    .where('price', '>', 0 as never)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('stripe_events')
    .values({ id: `evt_${s.user.id}`, type: 'checkout.session.completed', stripe_created_at: new Date() })
    .execute();
  const checkout = await db
    .insertInto('checkout_sessions')
    .values({
      provider: 'sandbox',
      user_id: s.user.id,
      pricing_plan_id: plan.id,
      amount_cents: 1500,
      currency: 'usd',
      payer: 'student',
      status: 'paid',
      expires_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('payments')
    .values({
      checkout_session_id: checkout.id,
      user_id: s.user.id,
      pricing_plan_id: plan.id,
      payer: 'student',
      amount_cents: 1500,
      currency: 'usd',
      stripe_session_id: `cs_${s.user.id}`,
      stripe_payment_intent_id: `pi_${s.user.id}`,
      stripe_customer_id: `cus_${s.user.id}`,
      stripe_event_id: `evt_${s.user.id}`,
      paid_at: new Date(),
      plan_expires_at: new Date(Date.now() + 86_400_000),
    })
    .execute();
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/invitations/',
    payload: { email: uniqueEmail('pal'), message: 'Come along' },
    headers: bearer(s.access),
  });
}

describe('the export covers every table that holds a member’s data', () => {
  it('every user-referencing column found in information_schema is in the export registry', async () => {
    const found = await discoverUserColumns(t.ctx.db);
    // The discovery itself works (these exist since the first migrations).
    expect(found.map((c) => `${c.table}.${c.column}`)).toEqual(
      expect.arrayContaining([
        'refresh_tokens.user_id',
        'payments.user_id',
        'career_results.user_id',
        'invitations.inviter_id',
      ]),
    );
    const registered = new Set(EXPORT_SECTIONS.map((s) => `${s.table}.${s.userColumn}`));
    const missing = found.map((c) => `${c.table}.${c.column}`).filter((k) => !registered.has(k));
    expect(missing, 'add these to modules/privacy/export-registry.ts (and docs/privacy.md)').toEqual([]);
  });

  it('a table added later with a user column is caught (discovered and exported even before it is registered)', async () => {
    await sql`create table test_later_notes (id serial primary key, student_id integer, note text, secret_token text)`.execute(
      t.ctx.db,
    );
    try {
      const found = (await discoverUserColumns(t.ctx.db)).map((c) => `${c.table}.${c.column}`);
      expect(found).toContain('test_later_notes.student_id');
      const s = await buildSignedInUser(t.app, t.ctx);
      await sql`insert into test_later_notes (student_id, note, secret_token) values (${s.user.id}, 'mine', 'x')`.execute(
        t.ctx.db,
      );
      const data = (await exportOf(s.access)).json().data;
      expect(data.test_later_notes__student_id).toEqual([
        { id: expect.any(Number), student_id: s.user.id, note: 'mine' },
      ]);
    } finally {
      await sql`drop table test_later_notes`.execute(t.ctx.db);
    }
  });
});

describe('GET /api/v1/privacy/export/', () => {
  it('401 signed out', async () => {
    expect((await exportOf()).json()).toEqual({ detail: AUTH_MESSAGES.missing });
  });

  it('is a JSON download of everything held, without secrets and without other members’ data', async () => {
    const s = await buildSignedInUser(t.app, t.ctx, { first_name: 'Lena' });
    const other = await buildSignedInUser(t.app, t.ctx);
    await giveHistory(s);
    await giveHistory(other);
    const res = await exportOf(s.access);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="pathscoop-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const { data } = res.json();
    expect(data.profile).toMatchObject({ id: s.user.id, email: s.user.email, first_name: 'Lena' });
    expect(data.profile.password_hash).toBeUndefined();
    for (const s2 of EXPORT_SECTIONS) expect(data).toHaveProperty(s2.key);
    expect(data.assessment_attempts).toHaveLength(1);
    expect(data.career_results).toEqual([
      expect.objectContaining({ title: 'Software Developers', user_id: s.user.id }),
    ]);
    expect(data.payments).toEqual([expect.objectContaining({ amount_cents: 1500, user_id: s.user.id })]);
    expect(data.invitations_sent).toEqual([expect.objectContaining({ message: 'Come along' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain('token_hash');
    expect(JSON.stringify(data)).not.toContain(other.user.email);
  });
});

describe('POST /api/v1/privacy/delete-account/', () => {
  it('401 signed out; 400 without or with a wrong password (nothing deleted)', async () => {
    expect((await deleteWith(undefined, { password: 'x' })).statusCode).toBe(401);
    const s = await buildSignedInUser(t.app, t.ctx);
    expect((await deleteWith(s.access, {})).json()).toEqual({
      password: [PRIVACY_MESSAGES.passwordRequired],
    });
    expect((await deleteWith(s.access, { password: 'Wrong-Password-1' })).json()).toEqual({
      password: [PRIVACY_MESSAGES.passwordWrong],
    });
    expect(await findUserById(t.ctx.db, s.user.id)).toBeDefined();
  });

  it('deletes the personal data, keeps an anonymised payment, signs out everywhere and mails a confirmation', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    await giveHistory(s);
    await t.app.inject({ method: 'POST', url: '/api/v1/subscriptions/', payload: { email: s.user.email } });
    const res = await deleteWith(s.access, { password: s.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: PRIVACY_MESSAGES.deleted });

    // Nothing left that refers to the member, in any table found by the discovery.
    for (const c of await discoverUserColumns(t.ctx.db)) {
      const { rows } = await sql<{
        n: string;
      }>`select count(*) as n from ${sql.id(c.table)} where ${sql.id(c.column)} = ${s.user.id}`.execute(
        t.ctx.db,
      );
      expect(Number(rows[0]?.n), `${c.table}.${c.column}`).toBe(0);
    }
    expect(
      await t.ctx.db.selectFrom('subscriptions').select('id').where('email', '=', s.user.email).execute(),
    ).toEqual([]);
    const kept = await t.ctx.db
      .selectFrom('anonymised_payments')
      .selectAll()
      .where('stripe_payment_intent_id', '=', `pi_${s.user.id}`)
      .execute();
    expect(kept).toEqual([expect.objectContaining({ amount_cents: 1500, currency: 'usd' })]);
    expect(JSON.stringify(kept)).not.toContain(s.user.email);

    // Signed out everywhere and cannot sign in again.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/profile/', headers: bearer(s.access) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh/', payload: { refresh: s.refresh } }))
        .statusCode,
    ).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/',
      payload: { email: s.user.email, password: s.password },
      remoteAddress: '10.55.0.1',
    });
    expect(signIn.statusCode).toBe(401);
    const mails = await t.ctx.db
      .selectFrom('outbox_messages')
      .select('subject')
      .where('recipient', '=', s.user.email)
      .execute();
    expect(mails).toEqual([{ subject: 'Your Pathscoop account has been deleted' }]);
  });
});
