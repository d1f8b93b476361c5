import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashPassword } from '../accounts/passwords';
import { settableClock } from '../mentorship/testing/mentorship-fixtures';
import { sealSecret } from './second-factor';
import { insertStaff, staffHeaders } from './testing/backoffice-fixtures';

const clock = settableClock('2026-07-01T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ overrides: { now: clock.now } });
});

const codeAt = (secret: string, at: Date) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });

function as(authorization: string) {
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/backoffice/${url}`, headers: { authorization }, payload });
}

describe('second factor (TOTP + recovery codes) and the step-up', () => {
  it('enrols by QR, then each session must pass a code; codes work once; recovery codes once each; idle sessions step down', async () => {
    const op = await insertStaff(t.ctx, ['operator'], { enrolled: false });
    const first = as((await staffHeaders(t.ctx, op.id, false)).authorization);

    expect((await first('GET', 'me/')).json()).toMatchObject({ second_factor: 'not_enrolled' });
    const before = await first('GET', 'concerns/');
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ detail: 'Set up your authenticator app before using the back office.' });
    expect((await first('POST', '2fa/verify/', { code: '123456' })).statusCode).toBe(409);

    const enrol = await first('POST', '2fa/enrol/');
    expect(enrol.statusCode, enrol.body).toBe(200);
    const { secret, otpauth_uri, qr_svg } = enrol.json();
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Pathscoop%20back%20office:.+[?&]secret=[A-Z2-7]+/);
    expect(otpauth_uri).toContain('period=30');
    expect(qr_svg).toMatch(/^<svg/);
    const stored = await t.ctx.db
      .selectFrom('backoffice_accounts')
      .select('totp_secret')
      .where('user_id', '=', op.id)
      .executeTakeFirstOrThrow();
    expect(stored.totp_secret).not.toContain(secret);

    const wrong = await first('POST', '2fa/enrol/confirm/', { code: '000000' });
    expect(wrong.json()).toEqual({
      code: ['That code is not right. Check the time on your phone and try the newest code.'],
    });
    const confirm = await first('POST', '2fa/enrol/confirm/', { code: codeAt(secret, clock.now()) });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const recovery: string[] = confirm.json().recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const hashes = await t.ctx.db
      .selectFrom('backoffice_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', op.id)
      .execute();
    expect(hashes).toHaveLength(10);
    for (const h of hashes) expect(recovery).not.toContain(h.code_hash);
    // Enrolling passed the step-up for this session.
    expect((await first('GET', 'concerns/')).statusCode).toBe(200);
    expect((await first('POST', '2fa/enrol/')).statusCode).toBe(409);

    // A new sign-in session: refused until a code is entered.
    const secondSession = await staffHeaders(t.ctx, op.id, false);
    const second = as(secondSession.authorization);
    expect((await second('GET', 'me/')).json()).toMatchObject({ second_factor: 'required' });
    expect((await second('GET', 'concerns/')).json()).toEqual({
      detail: 'Enter the code from your authenticator app to continue.',
    });
    // The code used for enrolment is spent (same time step).
    expect((await second('POST', '2fa/verify/', { code: codeAt(secret, clock.now()) })).statusCode).toBe(400);
    clock.advance(30_000);
    const ok = await second('POST', '2fa/verify/', { code: codeAt(secret, clock.now()) });
    expect(ok.json()).toEqual({ detail: 'Code accepted.', recovery_codes_left: 10 });
    expect((await second('GET', 'concerns/')).statusCode).toBe(200);

    // Recovery codes: each once, in any case and with or without the dash.
    const third = as((await staffHeaders(t.ctx, op.id, false)).authorization);
    const code = recovery[3] as string;
    const viaRecovery = await third('POST', '2fa/verify/', { code: code.toLowerCase().replace('-', '') });
    expect(viaRecovery.json()).toEqual({ detail: 'Recovery code accepted. 9 left.', recovery_codes_left: 9 });
    const fourth = as((await staffHeaders(t.ctx, op.id, false)).authorization);
    expect((await fourth('POST', '2fa/verify/', { code })).statusCode).toBe(400);

    // Inactivity: BACKOFFICE_IDLE_MINUTES (30) without a request → the code is asked again.
    // (a fresh access token of the same sign-in session, as the web app's refresh gives)
    const again = async () =>
      as((await staffHeaders(t.ctx, op.id, false, secondSession.sessionId)).authorization);
    clock.advance(29 * 60_000);
    expect((await (await again())('GET', 'concerns/')).statusCode).toBe(200);
    clock.advance(31 * 60_000);
    const idle = await (await again())('GET', 'concerns/');
    expect(idle.statusCode).toBe(403);
    expect(idle.json().detail).toMatch(/period without activity/);
    expect((await (await again())('GET', 'me/')).json()).toMatchObject({ second_factor: 'required' });

    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_id'])
      .where('actor_id', '=', op.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['second_factor_enrolled', 'recovery_code_used']);
  });

  it('wrong codes are limited per account: 10 per 15 minutes, then 429 even for the right code', async () => {
    const op = await insertStaff(t.ctx, ['support']);
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    await t.ctx.db
      .updateTable('backoffice_accounts')
      .set({ totp_secret: sealSecret(t.ctx.config.JWT_SECRET, secret) })
      .where('user_id', '=', op.id)
      .execute();
    const s = as((await staffHeaders(t.ctx, op.id, false)).authorization);
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await s('POST', '2fa/verify/', { code: '111111' })).statusCode);
    expect(new Set(codes)).toEqual(new Set([400]));
    clock.advance(60_000);
    const limited = await s('POST', '2fa/verify/', { code: codeAt(secret, clock.now()) });
    expect(limited.statusCode).toBe(429);
  });

  it('issue 24 #4: a team account with a second factor changes its e-mail only with its password and a code', async () => {
    const op = await insertStaff(t.ctx, ['support'], { first_name: 'Eli' });
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    await t.ctx.db
      .updateTable('backoffice_accounts')
      .set({ totp_secret: sealSecret(t.ctx.config.JWT_SECRET, secret) })
      .where('user_id', '=', op.id)
      .execute();
    await t.ctx.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('Team-Account-Pass-42') })
      .where('id', '=', op.id)
      .execute();
    const { authorization } = await staffHeaders(t.ctx, op.id);
    const change = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/v1/profile/', headers: { authorization }, payload });
    const email = `eli.new.${op.id}@example.org`;
    const noCode = await change({ email, current_password: 'Team-Account-Pass-42' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toEqual({
      otp: ['Enter the code from your authenticator app to change your e-mail.'],
    });
    const wrong = await change({ email, current_password: 'Team-Account-Pass-42', otp: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toEqual(['otp']);
    const pending = await t.ctx.db
      .selectFrom('users')
      .select('pending_email')
      .where('id', '=', op.id)
      .executeTakeFirstOrThrow();
    expect(pending.pending_email).toBeNull();
    const ok = await change({
      email,
      current_password: 'Team-Account-Pass-42',
      otp: codeAt(secret, clock.now()),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await t.ctx.db
      .selectFrom('users')
      .select('pending_email')
      .where('id', '=', op.id)
      .executeTakeFirstOrThrow();
    expect(after.pending_email).toBe(email);
  });

  it('a team account signs in only through the back office (an operator is not a member)', async () => {
    const op = await insertStaff(t.ctx, ['operator'], { first_name: 'Sian' });
    const user = await t.ctx.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', op.id)
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('Team-Account-Pass-41') })
      .where('id', '=', op.id)
      .execute();
    const payload = { email: user.email, password: 'Team-Account-Pass-41' };
    const publicSignIn = await t.app.inject({ method: 'POST', url: '/api/v1/auth/', payload });
    expect(publicSignIn.statusCode).toBe(403);
    expect(publicSignIn.json().detail).toMatch(
      /^This is a Pathscoop team account\. Sign in to the back office at .+\/backoffice\.$/,
    );
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/',
      payload: { ...payload, password: 'nope-nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const backoffice = await t.app.inject({ method: 'POST', url: '/api/v1/auth/?backoffice=1', payload });
    expect(backoffice.statusCode).toBe(200);
  });
});
