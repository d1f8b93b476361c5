import { PRIVACY_MESSAGES } from '@pathscoop/contracts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { layout } from '../accounts/account-mails';
import { verifyPassword } from '../accounts/passwords';
import { describeSchoolAccess } from '../counselors/membership.service';
import { keyFromUploadUrl } from '../storage/storage';
import { storageOf } from '../storage/storage-of';
import { EXPORT_SECTIONS, SECRET_COLUMN } from './export-registry';
import { discoverUserColumns, releaseUserColumn, selectRowsByUser } from './privacy.repo';

function pick(row: Record<string, unknown>, columns: 'all' | string[], omit: string[] = []) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (columns !== 'all' && !columns.includes(k)) continue;
    if (omit.includes(k) || SECRET_COLUMN.test(k)) continue;
    out[k] = v;
  }
  return out;
}

/**
 * Everything we hold about the member, as one JSON document: every registered section, then any
 * table found with a user-referencing column that no section covers yet (exported whole, minus
 * secrets, so a table added later is never silently left out), the newsletter subscription and the
 * mails we sent to the address (outbox copy).
 */
export async function exportMemberData(ctx: AppContext, user: CurrentUser) {
  const data: Record<string, unknown> = {};
  for (const s of EXPORT_SECTIONS) {
    const rows = await selectRowsByUser(ctx.db, s.table, s.userColumn, user.id);
    data[s.key] =
      s.key === 'profile'
        ? pick(rows[0] ?? {}, s.columns, s.omit)
        : rows.map((r) => pick(r, s.columns, s.omit));
  }
  const covered = new Set(EXPORT_SECTIONS.map((s) => `${s.table}.${s.userColumn}`));
  for (const c of await discoverUserColumns(ctx.db)) {
    if (covered.has(`${c.table}.${c.column}`)) continue;
    const rows = await selectRowsByUser(ctx.db, c.table, c.column, user.id);
    data[`${c.table}__${c.column}`] = rows.map((r) => pick(r, 'all'));
  }
  // Issue 21: which school can see the member's results, and what it sees (docs/counselors.md).
  data.school_access = await describeSchoolAccess(ctx.db, user);
  const email = user.email.toLowerCase();
  data.newsletter_subscription =
    (await ctx.db
      .selectFrom('subscriptions')
      .select(['email', 'status', 'created_at', 'confirmed_at', 'unsubscribed_at'])
      .where('email', '=', email)
      .executeTakeFirst()) ?? null;
  data.mails_sent_to_you = await ctx.db
    .selectFrom('outbox_messages')
    .select(['id', 'subject', 'created_at'])
    .where((eb) => eb(eb.fn('lower', ['recipient']), '=', email))
    .orderBy('id')
    .execute();
  return {
    format: 'pathscoop-member-export/1',
    exported_at: ctx.now().toISOString(),
    about: Object.fromEntries(EXPORT_SECTIONS.map((s) => [s.key, s.description])),
    data,
  };
}

function deletionMail(to: string, firstName: string, publicUrl: string) {
  const lines = [
    `Hi ${firstName},`,
    'Your Pathscoop account has been deleted, as you asked. You were signed out on every device.',
    'Your profile, answers, results, sessions and messages are gone from our live database now; copies in our encrypted backups disappear within 30 days as the backups expire. We keep only anonymised payment records (amount, date, plan: no name, no e-mail) for 7 years because tax and bookkeeping law requires it.',
    'You are welcome back any time: a new account starts from scratch.',
  ];
  const footer = 'If you did not delete your account, please contact us at once by replying to this e-mail.';
  return {
    to,
    subject: 'Your Pathscoop account has been deleted',
    text: `${lines.join('\n\n')}\n\n${footer}\n`,
    html: layout(
      'Your account has been deleted',
      lines,
      { label: 'Visit Pathscoop', url: publicUrl },
      footer,
    ),
  };
}

/**
 * Deletes the account, confirmed with the password. In one transaction: payments are copied into
 * anonymised_payments (no user id, name or e-mail), rows of other modules that would block the
 * deletion are released (nullable columns set to null, others deleted), the member's newsletter
 * subscription, invitations to their address and outbox copies are deleted, then the user row
 * (every other table cascades). The stored picture is deleted and a confirmation mail is sent.
 */
export async function deleteAccount(ctx: AppContext, user: CurrentUser, password: string): Promise<void> {
  if (!(await verifyPassword(user.password_hash, password)))
    throw new AppError(400, { password: [PRIVACY_MESSAGES.passwordWrong] });
  const email = user.email.toLowerCase();
  const now = ctx.now();
  const blocking = (await discoverUserColumns(ctx.db)).filter(
    (c) =>
      c.table !== 'users' &&
      c.deleteRule !== null &&
      c.deleteRule !== 'CASCADE' &&
      c.deleteRule !== 'SET NULL',
  );
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('anonymised_payments')
      .columns([
        'pricing_plan_id',
        'payer',
        'amount_cents',
        'currency',
        'stripe_payment_intent_id',
        'livemode',
        'paid_at',
        'anonymised_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('payments')
          .select([
            'pricing_plan_id',
            'payer',
            'amount_cents',
            'currency',
            'stripe_payment_intent_id',
            'livemode',
            'paid_at',
            eb.val(now).as('anonymised_at'),
          ])
          .where('user_id', '=', user.id),
      )
      .execute();
    for (const c of blocking) await releaseUserColumn(trx as unknown as Database, c, user.id);
    await trx.deleteFrom('subscriptions').where('email', '=', email).execute();
    await trx.deleteFrom('invitations').where('email', '=', email).execute();
    await trx
      .deleteFrom('outbox_messages')
      .where((eb) => eb(eb.fn('lower', ['recipient']), '=', email))
      .execute();
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
  });
  ctx.cache.users.forget(user.id);
  const image = keyFromUploadUrl(user.image);
  if (image)
    await storageOf(ctx)
      .delete(image)
      .catch(() => {});
  await ctx.mail.send(deletionMail(user.email, user.first_name, ctx.config.PUBLIC_URL));
}
