import { createHmac, timingSafeEqual } from 'node:crypto';
import { SUBSCRIPTION_MESSAGES } from '@pathscoop/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { layout } from '../accounts/account-mails';
import type { MailMessage } from '../outbox/mail';

/** A confirmation mail at most every 10 minutes per address (the same address again is not an error). */
const RESEND_AFTER_MS = 10 * 60_000;

type Purpose = 'confirm' | 'unsubscribe';

/**
 * Links carry `<id>.<HMAC-SHA256(JWT_SECRET, purpose:id:email)>`: nothing to store, cannot be
 * guessed, and a link stops working if the row's address ever changes.
 */
export function subscriptionToken(secret: string, purpose: Purpose, id: number, email: string): string {
  const mac = createHmac('sha256', secret)
    .update(`subscription:${purpose}:${id}:${email}`)
    .digest('base64url');
  return `${id}.${mac}`;
}

async function rowForToken(ctx: AppContext, purpose: Purpose, token: string) {
  const invalid = () => new AppError(400, { detail: SUBSCRIPTION_MESSAGES.invalidLink });
  const [idText, mac] = token.split('.');
  const id = Number(idText);
  if (!mac || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw invalid();
  const row = await ctx.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw invalid();
  const expected = Buffer.from(subscriptionToken(ctx.config.JWT_SECRET, purpose, row.id, row.email));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  return row;
}

export const confirmLink = (publicUrl: string, token: string) =>
  `${publicUrl}/subscription?${new URLSearchParams({ action: 'confirm', token })}`;
export const unsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/subscription?${new URLSearchParams({ action: 'unsubscribe', token })}`;
/** RFC 8058 one-click endpoint named in List-Unsubscribe (mail clients POST to it). */
export const oneClickUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/v1/subscriptions/unsubscribe/?${new URLSearchParams({ token })}`;

/** Every newsletter mail, the confirmation included, carries the unsubscribe link and headers. */
export function newsletterMail(
  publicUrl: string,
  secret: string,
  row: { id: number; email: string },
  message: { subject: string; lines: string[]; button: { label: string; url: string } },
): MailMessage {
  const token = subscriptionToken(secret, 'unsubscribe', row.id, row.email);
  const unsubscribe = unsubscribeLink(publicUrl, token);
  const footer = `You get this e-mail because this address was entered in the Pathscoop newsletter box. Unsubscribe at any time: ${unsubscribe}`;
  return {
    to: row.email,
    subject: message.subject,
    text: `${message.lines.join('\n\n')}\n\n${message.button.label}: ${message.button.url}\n\n${footer}\n`,
    html: layout(message.subject, message.lines, message.button, footer),
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(publicUrl, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Retention (docs/privacy.md): never confirmed or unsubscribed addresses go after 30 days. */
export const SUBSCRIPTION_RETENTION_DAYS = 30;
export async function purgeStaleSubscriptions(ctx: Pick<AppContext, 'db'>, now: Date) {
  const before = new Date(now.getTime() - SUBSCRIPTION_RETENTION_DAYS * 86_400_000);
  await ctx.db
    .deleteFrom('subscriptions')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'pending'),
          eb(eb.fn.coalesce('last_mailed_at', 'created_at'), '<', before),
        ]),
        eb.and([eb('status', '=', 'unsubscribed'), eb('unsubscribed_at', '<', before)]),
      ]),
    )
    .execute();
}

/**
 * POST subscriptions/ {email}: double opt-in. A new (or unsubscribed) address is stored as pending
 * and gets a confirmation mail; asking again is answered the same (idempotent) and mails again at
 * most every 10 minutes; a confirmed address gets nothing more. The answer never says which case.
 */
export async function subscribe(ctx: AppContext, email: string): Promise<void> {
  const now = ctx.now();
  await purgeStaleSubscriptions(ctx, now);
  const row = await ctx.db
    .insertInto('subscriptions')
    .values({ email, status: 'pending', created_at: now })
    .onConflict((oc) => oc.column('email').doUpdateSet({ email }))
    .returningAll()
    .executeTakeFirstOrThrow();
  if (row.status === 'confirmed') return;
  if (row.last_mailed_at && now.getTime() - row.last_mailed_at.getTime() < RESEND_AFTER_MS) return;
  const claimed = await ctx.db
    .updateTable('subscriptions')
    .set({ status: 'pending', last_mailed_at: now, unsubscribed_at: null })
    .where('id', '=', row.id)
    .where((eb) =>
      eb.or([
        eb('last_mailed_at', 'is', null),
        eb('last_mailed_at', '<', new Date(now.getTime() - RESEND_AFTER_MS)),
      ]),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return;
  const confirm = confirmLink(
    ctx.config.PUBLIC_URL,
    subscriptionToken(ctx.config.JWT_SECRET, 'confirm', row.id, row.email),
  );
  await ctx.mail.send(
    newsletterMail(ctx.config.PUBLIC_URL, ctx.config.JWT_SECRET, row, {
      subject: 'Confirm your Pathscoop newsletter subscription',
      lines: [
        'Hi,',
        'Please confirm that you want to receive the Pathscoop newsletter: career ideas, new features and stories from students, about once a month.',
        'Until you confirm, we will not send you anything else.',
      ],
      button: { label: 'Confirm my subscription', url: confirm },
    }),
  );
}

export async function confirmSubscription(ctx: AppContext, token: string): Promise<string> {
  const row = await rowForToken(ctx, 'confirm', token);
  if (row.status !== 'confirmed')
    await ctx.db
      .updateTable('subscriptions')
      .set({ status: 'confirmed', confirmed_at: ctx.now(), unsubscribed_at: null })
      .where('id', '=', row.id)
      .execute();
  return SUBSCRIPTION_MESSAGES.confirmed;
}

export async function unsubscribe(ctx: AppContext, token: string): Promise<string> {
  const row = await rowForToken(ctx, 'unsubscribe', token);
  if (row.status !== 'unsubscribed')
    await ctx.db
      .updateTable('subscriptions')
      .set({ status: 'unsubscribed', unsubscribed_at: ctx.now() })
      .where('id', '=', row.id)
      .execute();
  return SUBSCRIPTION_MESSAGES.unsubscribed;
}
