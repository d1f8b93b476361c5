/**
 * npm run admin:create -- --email ops@example.org [--first-name Ada] [--last-name Ops] [--reset-2fa]
 *
 * Makes an operator (the back office's full role, docs/backoffice.md). An existing account with
 * that e-mail becomes an operator; otherwise a new verified account is created with the password
 * in ADMIN_PASSWORD, or a generated one that is printed once. The account is a row in
 * `backoffice_accounts` with the role `operator`; it has no mentoring profile, so it is never
 * matched with students or listed as a mentor. The first sign-in at /backoffice sets up the second
 * factor (an authenticator app, by QR code) and shows ten recovery codes. `--reset-2fa` turns the
 * second factor off for an existing account (lost phone and codes) so it enrols again; audited.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { isEmailAddress } from '@pathscoop/contracts';
import { bootstrap } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { hashPassword } from '../src/modules/accounts/passwords';
import { resetSecondFactor } from '../src/modules/backoffice/second-factor';
import { ensureBackofficeAccount } from '../src/modules/backoffice/staff.service';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string', default: 'Pathscoop' },
    'last-name': { type: 'string', default: 'Operator' },
    'reset-2fa': { type: 'boolean', default: false },
  },
});
const email = values.email?.trim().toLowerCase();
if (!email || !isEmailAddress(email)) {
  console.error(
    'Usage: npm run admin:create -- --email ops@example.org [--first-name Ada] [--last-name Ops] [--reset-2fa]',
  );
  process.exit(2);
}

const runtime = await bootstrap(loadConfig(), (line) => console.log(`[admin:create] ${line}`));
try {
  const db = runtime.ctx.db;
  let user = await db
    .selectFrom('users')
    .select(['id'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  let password: string | undefined;
  if (!user) {
    password = process.env.ADMIN_PASSWORD || randomBytes(12).toString('base64url');
    user = await db
      .insertInto('users')
      .values({
        email,
        password_hash: await hashPassword(password),
        role: 'Mentor',
        first_name: values['first-name'] ?? 'Pathscoop',
        last_name: values['last-name'] ?? 'Operator',
        email_verified_at: new Date(),
        terms_accepted_at: new Date(),
        password_changed_at: new Date(),
        updated_at: new Date(),
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
  }
  await ensureBackofficeAccount(db, user.id, [{ role: 'operator', school_id: null }]);
  if (values['reset-2fa']) {
    await resetSecondFactor(runtime.ctx, { id: user.id, requestId: 'admin:create' }, user.id);
    console.log('Second factor reset: the next sign-in sets up the authenticator app again.');
  }
  const account = await db
    .selectFrom('backoffice_accounts')
    .select('totp_enrolled_at')
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  console.log(`Operator ready: ${email} (user ${user.id})`);
  if (password && !process.env.ADMIN_PASSWORD) console.log(`Password (shown once): ${password}`);
  const url = `${runtime.ctx.config.PUBLIC_URL}/backoffice`;
  if (account.totp_enrolled_at)
    console.log(`Sign in at ${url}; enter the 6-digit code from the authenticator app (or a recovery code).`);
  else
    console.log(
      [
        `Next: sign in at ${url} with this e-mail and password.`,
        'The back office then shows a QR code: scan it with an authenticator app (Google Authenticator,',
        'Microsoft Authenticator, 1Password, Aegis, ...), type the 6-digit code it shows, and keep the ten',
        'recovery codes somewhere safe: each works once if the phone is lost.',
        'Lost phone and codes: npm run admin:create -- --email <this e-mail> --reset-2fa',
      ].join('\n'),
    );
} finally {
  await runtime.close();
}
