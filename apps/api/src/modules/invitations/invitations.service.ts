import { randomBytes } from 'node:crypto';
import { INVITATION_LIMITS, INVITATION_MESSAGES } from '@pathscoop/contracts';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import type { CurrentUser } from '../../lib/auth';
import { tooManyRequests } from '../../lib/errors';
import { layout } from '../accounts/account-mails';
import type { MailMessage } from '../outbox/mail';

const DAY_MS = 86_400_000;
export const INVITATION_RETENTION_DAYS = 90;

/** The sign-up link carries the invitation code; the invitee is recorded at sign-up by address. */
export const invitationLink = (publicUrl: string, code: string) =>
  `${publicUrl}/signup?invite=${encodeURIComponent(code)}`;

// A word that a mail client would turn into a link: a scheme (https:, javascript:, …), www.,
// an address with @, or a host name (letters/digits, a dot, a top-level name) maybe with a path.
const SCHEME = /^[a-z][a-z0-9+.-]{0,20}:/i;
const HOST_NAME = /[a-z0-9-]\.[a-z]{2,}(?:[/:?#]|$)/i;

const OPENERS = new Set(['(', '"', "'", '“', '‘', '<', '[']);
const CLOSERS = new Set([')', '"', "'", '”', '’', '>', ']', ',', '.', ';', '!', '?']);

/** The word without the punctuation around it (loops, not regexes: linear on any input). */
function bareWord(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && OPENERS.has(word[start] ?? '')) start += 1;
  while (end > start && CLOSERS.has(word[end - 1] ?? '')) end -= 1;
  return word.slice(start, end);
}

/** Each word of `message` that could become a link is replaced (issue 24 #7). */
export function withoutLinks(message: string): string {
  return message
    .split(/(\s+)/)
    .map((word) => {
      const bare = bareWord(word);
      const looksLikeLink =
        SCHEME.test(bare) ||
        bare.toLowerCase().startsWith('www.') ||
        bare.includes('@') ||
        HOST_NAME.test(bare);
      return looksLikeLink && bare !== '' ? word.replace(bare, '[link removed]') : word;
    })
    .join('');
}

/**
 * Our invitation mail. The member's message is their own words: sent as plain text (the HTML
 * version escapes it like every other value), under their first name only, and without any link
 * of theirs (issue 24 #7: a student-written URL in a mail from us is a phishing tool).
 */
export function invitationMail(
  to: string,
  inviterFirstName: string,
  message: string,
  url: string,
): MailMessage {
  const lines = [
    'Hi,',
    `${inviterFirstName} uses Pathscoop to explore careers and thinks you might like it too.`,
    ...(message ? [`${inviterFirstName} wrote: “${withoutLinks(message)}”`] : []),
    'Pathscoop is free to join: take a short scenario-based assessment and see which careers fit what you enjoy.',
  ];
  const footer =
    'You received this e-mail because a Pathscoop member entered your address. We do not keep it for anything else and will not write again unless you sign up.';
  return {
    to,
    subject: `${inviterFirstName} invited you to Pathscoop`,
    text: `${lines.join('\n\n')}\n\nJoin Pathscoop: ${url}\n\n${footer}\n`,
    html: layout('You are invited to Pathscoop', lines, { label: 'Join Pathscoop', url }, footer),
  };
}

/**
 * POST invitations/. At most 10 a day per member (429) and one per address per 7 days whoever sends
 * it (429: the recipient is not flooded). Both are counted in the database, so they hold across
 * processes and restarts.
 */
export async function sendInvitation(
  ctx: AppContext,
  user: CurrentUser,
  input: { email: string; message: string },
): Promise<void> {
  const now = ctx.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const weekAgo = new Date(now.getTime() - INVITATION_LIMITS.perAddressDays * DAY_MS);
  const code = randomBytes(16).toString('base64url');
  await ctx.db.transaction().execute(async (trx) => {
    // One member's concurrent requests are counted one after the other.
    await sql`select pg_advisory_xact_lock(hashtext('invitations'), ${user.id})`.execute(trx);
    const sent = await trx
      .selectFrom('invitations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('inviter_id', '=', user.id)
      .where('created_at', '>', dayAgo)
      .executeTakeFirstOrThrow();
    if (Number(sent.n) >= INVITATION_LIMITS.perDay)
      throw tooManyRequests(3600, INVITATION_MESSAGES.dailyLimit);
    const recent = await trx
      .selectFrom('invitations')
      .select('id')
      .where('email', '=', input.email)
      .where('created_at', '>', weekAgo)
      .executeTakeFirst();
    if (recent) throw tooManyRequests(86_400, INVITATION_MESSAGES.addressLimit);
    // Retention (docs/privacy.md): an invitation nobody signed up with is kept 90 days.
    await trx
      .deleteFrom('invitations')
      .where('invitee_id', 'is', null)
      .where('created_at', '<', new Date(now.getTime() - INVITATION_RETENTION_DAYS * DAY_MS))
      .execute();
    await trx
      .insertInto('invitations')
      .values({ inviter_id: user.id, email: input.email, message: input.message, code, created_at: now })
      .execute();
  });
  await ctx.mail.send(
    invitationMail(input.email, user.first_name, input.message, invitationLink(ctx.config.PUBLIC_URL, code)),
  );
}

/** At sign-up: the latest invitation to this address (30 days) records who invited whom. */
export async function recordInvitedSignup(db: Database, userId: number, email: string, now: Date) {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const invitation = await db
    .selectFrom('invitations')
    .select(['id', 'inviter_id'])
    .where('email', '=', email.toLowerCase())
    .where('created_at', '>', since)
    .where('invitee_id', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!invitation) return;
  await db.updateTable('invitations').set({ invitee_id: userId }).where('id', '=', invitation.id).execute();
  await db
    .updateTable('users')
    .set({ invited_by_id: invitation.inviter_id })
    .where('id', '=', userId)
    .where('invited_by_id', 'is', null)
    .execute();
}
