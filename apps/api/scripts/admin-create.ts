/**
 * npm run admin:create -- --email ops@example.org [--first-name Ada] [--last-name Ops]
 *
 * Makes an operator (the back office's full role, docs/backoffice.md). An existing account with
 * that e-mail becomes an operator; otherwise a new verified account is created with the password
 * in ADMIN_PASSWORD, or a generated one that is printed once. The account is a row in
 * `backoffice_accounts` with the role `operator`; it has no mentoring profile, so it is never
 * matched with students or listed as a mentor.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { isEmailAddress } from '@pathscoop/contracts';
import { bootstrap } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { hashPassword } from '../src/modules/accounts/passwords';
import { ensureBackofficeAccount } from '../src/modules/backoffice/staff.service';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string', default: 'Pathscoop' },
    'last-name': { type: 'string', default: 'Operator' },
  },
});
const email = values.email?.trim().toLowerCase();
if (!email || !isEmailAddress(email)) {
  console.error(
    'Usage: npm run admin:create -- --email ops@example.org [--first-name Ada] [--last-name Ops]',
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
  console.log(`Operator ready: ${email} (user ${user.id})`);
  if (password && !process.env.ADMIN_PASSWORD) console.log(`Password (shown once): ${password}`);
} finally {
  await runtime.close();
}
