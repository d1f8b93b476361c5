import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import type { CurrentUser } from '../../lib/auth';
import { findUserById, insertUser } from './accounts.repo';
import { hashPassword } from './passwords';

/** Test factories: rows a test needs, created directly in the database. */

export const DEFAULT_TEST_PASSWORD = 'Kayak-Lantern-47';
let defaultHash: Promise<string> | undefined;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}

/** A verified student by default; pass `email_verified_at: null` for an unverified one. */
export async function buildUser(
  ctx: Pick<AppContext, 'db'>,
  overrides: Partial<Insertable<DB['users']>> & { password?: string } = {},
): Promise<{ user: CurrentUser; password: string }> {
  const { password = DEFAULT_TEST_PASSWORD, ...values } = overrides;
  if (password === DEFAULT_TEST_PASSWORD) defaultHash ??= hashPassword(DEFAULT_TEST_PASSWORD);
  const passwordHash =
    password === DEFAULT_TEST_PASSWORD && defaultHash ? await defaultHash : await hashPassword(password);
  const id = await insertUser(ctx.db, {
    email: uniqueEmail(),
    password_hash: passwordHash,
    role: 'Student',
    first_name: 'Test',
    last_name: 'User',
    age: 16,
    grade: 'JR',
    education: 6,
    certainty: 5,
    email_verified_at: new Date(),
    ...values,
  });
  const user = await findUserById(ctx.db, id);
  if (!user) throw new Error('buildUser: the user was not stored');
  return { user, password };
}

export type SignedIn = { access: string; refresh: string; user: CurrentUser; password: string };

/** A verified user signed in through POST auth/ (fresh IP per call, so rate limits stay clear). */
export async function buildSignedInUser(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db'>,
  overrides: Parameters<typeof buildUser>[1] = {},
): Promise<SignedIn> {
  const { user, password } = await buildUser(ctx, overrides);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/',
    payload: { email: user.email, password },
    remoteAddress: `10.${randomBytes(3).join('.')}`,
  });
  if (res.statusCode !== 200)
    throw new Error(`buildSignedInUser: sign-in failed ${res.statusCode} ${res.body}`);
  const body = res.json() as { access: string; refresh: string };
  return { access: body.access, refresh: body.refresh, user, password };
}

/** A complete student sign-up body (spec part 1 §3), fields overridable. */
export function studentPayload(overrides: Record<string, unknown> = {}) {
  return {
    role: 'Student',
    first_name: 'Maya',
    last_name: 'Rivera',
    email: uniqueEmail('maya'),
    phone: '+1 614 555 0134',
    address: '12 Elm Street',
    city: 'Columbus',
    state: 'OH',
    zipcode: '43004',
    age: 16,
    grade: 'JR',
    password: 'Violet-Harbor-93',
    confirm_password: 'Violet-Harbor-93',
    favorite_ice_cream_flavor: 'Mint chocolate chip',
    careers: 'Biologist, Nurse',
    certainty: 4,
    education: 6,
    affiliate_code: '',
    is_read_terms_and_policies: true,
    allow_data_sharing: true,
    ...overrides,
  };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
