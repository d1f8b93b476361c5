import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../lib/errors';
import { recordAudit } from './audit';
import { type BackofficeAccess, markSecondFactorPassed } from './permissions';

/**
 * The back office's second factor (docs/backoffice.md "Second factor"): TOTP (RFC 6238: SHA-1,
 * 6 digits, 30 s, ±1 step) with otpauth, enrolled by QR code (qrcode), plus ten single-use
 * recovery codes. The TOTP secret is stored sealed (AES-256-GCM, key derived from JWT_SECRET with
 * HKDF); recovery codes are stored as HMAC-SHA-256 (keyed the same way; each code carries 50
 * random bits, so a slow hash adds nothing). A TOTP code is accepted once (the last time step used
 * is kept). Passing either marks this sign-in session (backoffice_sessions) as stepped up.
 */

const ISSUER = 'Pathscoop back office';
export const RECOVERY_CODE_COUNT = 10;

function key(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'pathscoop-backoffice', purpose, 32));
}

export function sealSecret(jwtSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(jwtSecret, 'totp-secret'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

export function openSecret(jwtSecret: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unknown sealed secret format');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    key(jwtSecret, 'totp-secret'),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export function hashRecoveryCode(jwtSecret: string, code: string): string {
  return createHmac('sha256', key(jwtSecret, 'recovery-code'))
    .update(normaliseRecoveryCode(code))
    .digest('hex');
}

const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Ten codes like `7KQ2M-XR9PD` (Crockford-ish alphabet without 0/O/1/I; 50 bits each). */
export function newRecoveryCodes(): string[] {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export function totpFor(secretBase32: string, label: string) {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/** The RFC 6238 time step a code matches (±1 step of clock drift), or null. */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32, 'x').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 30_000) + delta;
}

const CODE_WRONG = 'That code is not right. Check the time on your phone and try the newest code.';

async function accountRow(ctx: AppContext, userId: number) {
  return ctx.db
    .selectFrom('backoffice_accounts')
    .select(['totp_secret', 'totp_enrolled_at', 'totp_last_step'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Starts (or restarts, while not confirmed) enrolment: a new secret, its otpauth:// URI and a QR code. */
export async function startEnrolment(ctx: AppContext, bo: BackofficeAccess & { user: { email: string } }) {
  const row = await accountRow(ctx, bo.userId);
  if (row.totp_enrolled_at)
    throw new AppError(409, {
      detail: 'Your authenticator app is already set up. Ask an operator to reset it.',
    });
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await ctx.db
    .updateTable('backoffice_accounts')
    .set({ totp_secret: sealSecret(ctx.config.JWT_SECRET, secret) })
    .where('user_id', '=', bo.userId)
    .execute();
  const uri = totpFor(secret, bo.user.email).toString();
  const qr_svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, otpauth_uri: uri, qr_svg };
}

async function issueRecoveryCodes(ctx: AppContext, userId: number) {
  const codes = newRecoveryCodes();
  await ctx.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('backoffice_recovery_codes').where('user_id', '=', userId).execute();
    await tx
      .insertInto('backoffice_recovery_codes')
      .values(codes.map((c) => ({ user_id: userId, code_hash: hashRecoveryCode(ctx.config.JWT_SECRET, c) })))
      .execute();
  });
  return codes;
}

/** Confirms enrolment with a first code: the factor is on, this session passes, ten recovery codes. */
export async function confirmEnrolment(ctx: AppContext, bo: BackofficeAccess, code: string) {
  const row = await accountRow(ctx, bo.userId);
  if (row.totp_enrolled_at) throw new AppError(409, { detail: 'Your authenticator app is already set up.' });
  if (!row.totp_secret) throw badRequest('code', 'Start the set-up first: scan the QR code.');
  const now = ctx.now();
  const step = matchingStep(openSecret(ctx.config.JWT_SECRET, row.totp_secret), code.trim(), now);
  if (step === null) throw badRequest('code', CODE_WRONG);
  await ctx.db
    .updateTable('backoffice_accounts')
    .set({ totp_enrolled_at: now, totp_last_step: step })
    .where('user_id', '=', bo.userId)
    .execute();
  const codes = await issueRecoveryCodes(ctx, bo.userId);
  await markSecondFactorPassed(ctx, bo.userId, bo.sessionId);
  await recordAudit(ctx.db, {
    actorId: bo.userId,
    action: 'second_factor_enrolled',
    targetType: 'backoffice_account',
    targetId: bo.userId,
    after: { totp_enrolled_at: now.toISOString(), recovery_codes: RECOVERY_CODE_COUNT },
    requestId: bo.requestId,
    at: now,
  });
  return { detail: 'Your authenticator app is set up.', recovery_codes: codes };
}

/**
 * Uses up one second-factor code of `userId`: a TOTP code (each time step once) or an unused
 * recovery code. Throws 400 on `field` when the code is not right. Shared by the back office's
 * step-up and by the account changes that ask for the second factor (issue 24 #4: a new e-mail).
 */
export async function consumeSecondFactorCode(
  ctx: AppContext,
  userId: number,
  code: string,
  options: { field?: string; requestId?: string | null } = {},
): Promise<{ kind: 'totp' } | { kind: 'recovery'; left: number }> {
  const field = options.field ?? 'code';
  const row = await accountRow(ctx, userId);
  if (!row.totp_enrolled_at || !row.totp_secret)
    throw new AppError(409, { detail: 'Set up your authenticator app first.' });
  const now = ctx.now();
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const step = matchingStep(openSecret(ctx.config.JWT_SECRET, row.totp_secret), trimmed, now);
    if (step === null || (row.totp_last_step !== null && step <= Number(row.totp_last_step)))
      throw badRequest(field, CODE_WRONG);
    const res = await ctx.db
      .updateTable('backoffice_accounts')
      .set({ totp_last_step: step })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]))
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw badRequest(field, CODE_WRONG);
    return { kind: 'totp' };
  }
  const hash = hashRecoveryCode(ctx.config.JWT_SECRET, trimmed);
  const candidates = await ctx.db
    .selectFrom('backoffice_recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  const hit = candidates.find((c) => timingSafeEqual(Buffer.from(c.code_hash), Buffer.from(hash)));
  if (!hit)
    throw badRequest(
      field,
      'That code is not right. Enter the 6 digits from your app or an unused recovery code.',
    );
  const used = await ctx.db
    .updateTable('backoffice_recovery_codes')
    .set({ used_at: now })
    .where('id', '=', hit.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) === 0) throw badRequest(field, CODE_WRONG);
  const left = await recoveryCodesLeft(ctx, userId);
  await recordAudit(ctx.db, {
    actorId: userId,
    action: 'recovery_code_used',
    targetType: 'backoffice_account',
    targetId: userId,
    after: { recovery_codes_left: left },
    requestId: options.requestId ?? null,
    at: now,
  });
  return { kind: 'recovery', left };
}

/** Whether `userId` is a back-office account whose second factor is set up. */
export async function hasSecondFactor(ctx: AppContext, userId: number): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('backoffice_accounts')
    .select('totp_enrolled_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return !!row?.totp_enrolled_at;
}

/** The step-up: a TOTP code (once each) or an unused recovery code. */
export async function verifySecondFactor(ctx: AppContext, bo: BackofficeAccess, code: string) {
  const used = await consumeSecondFactorCode(ctx, bo.userId, code, { requestId: bo.requestId });
  await markSecondFactorPassed(ctx, bo.userId, bo.sessionId);
  if (used.kind === 'totp')
    return { detail: 'Code accepted.', recovery_codes_left: await recoveryCodesLeft(ctx, bo.userId) };
  return { detail: `Recovery code accepted. ${used.left} left.`, recovery_codes_left: used.left };
}

export async function recoveryCodesLeft(ctx: AppContext, userId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('backoffice_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** New set of ten codes (the old ones stop working). Needs a stepped-up session. */
export async function regenerateRecoveryCodes(ctx: AppContext, bo: BackofficeAccess) {
  const codes = await issueRecoveryCodes(ctx, bo.userId);
  await recordAudit(ctx.db, {
    actorId: bo.userId,
    action: 'recovery_codes_regenerated',
    targetType: 'backoffice_account',
    targetId: bo.userId,
    after: { recovery_codes: RECOVERY_CODE_COUNT },
    requestId: bo.requestId,
  });
  return { detail: 'New recovery codes made; the old ones no longer work.', recovery_codes: codes };
}

/** Turns the factor off for an account (lost phone and codes): it must enrol again; its sessions step down. */
export async function resetSecondFactor(
  ctx: AppContext,
  actor: { id: number; requestId: string | null },
  userId: number,
) {
  await ctx.db.transaction().execute(async (tx) => {
    const res = await tx
      .updateTable('backoffice_accounts')
      .set({ totp_secret: null, totp_enrolled_at: null, totp_last_step: null })
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new AppError(404, { detail: 'Not found.' });
    await tx.deleteFrom('backoffice_recovery_codes').where('user_id', '=', userId).execute();
    await tx.deleteFrom('backoffice_sessions').where('user_id', '=', userId).execute();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'second_factor_reset',
      targetType: 'backoffice_account',
      targetId: userId,
      requestId: actor.requestId,
    });
  });
}
