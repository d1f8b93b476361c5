/**
 * npm run admin:create -- --email ops@example.org [--first-name Ada] [--last-name Ops]
 *
 * Makes an operator (back office: vetting mentors, assigning requests, concerns). An existing
 * account with that e-mail becomes an operator; otherwise a new verified account is created with
 * the password in ADMIN_PASSWORD, or a generated one that is printed once. Operators are stored
 * in the `operators` table (ADR 081); their account role stays 'Mentor' without a mentoring
 * profile, so they are never matched with students.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { isEmailAddress } from '@pathscoop/contracts';
import { bootstrap } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { hashPassword } from '../src/modules/accounts/passwords';

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

// With a server running on the same DATA_DIR, this uses that server's database and leaves it
// running (issue 24 #2); otherwise it starts the embedded PostgreSQL for itself and stops it.
const runtime = await bootstrap(loadConfig(), (line) => console.log(`[admin:create] ${line}`), {
  role: 'tool',
  command: 'admin:create',
});
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
  await db
    .insertInto('operators')
    .values({ user_id: user.id })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  console.log(`Operator ready: ${email} (user ${user.id})`);
  if (password && !process.env.ADMIN_PASSWORD) console.log(`Password (shown once): ${password}`);
} finally {
  await runtime.close();
}
