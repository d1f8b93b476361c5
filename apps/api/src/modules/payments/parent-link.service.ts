import { createHmac } from 'node:crypto';
import { PARENT_TEXT_LIMITS, PAYMENT_MESSAGES, type ParentPaymentLinkRequest } from '@pathscoop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../lib/auth';
import { AppError, tooManyRequests } from '../../lib/errors';
import { hashToken, newOpaqueToken } from '../accounts/tokens';
import type { SmsSender } from '../sms/sms';
import type { PaymentsRuntime } from './checkout-gateway';
import {
  findParentLinkByTokenHash,
  findReusableCheckout,
  insertParentLink,
  listParentTextTimes,
  listPhoneTextTimes,
  lockPhone,
  lockUser,
  setParentLinkStatus,
} from './payments.repo';
import {
  assertStudent,
  durationPhrase,
  findPayablePlan,
  formatUsd,
  startCheckout,
  successUrl,
  toCents,
} from './payments.service';

/**
 * 'Text to Parent' (docs/payments.md): POST parent_payment_link/ texts the parent a short link
 * `${PUBLIC_URL}/pay/{token}` bound to the student and the plan; opening it starts a checkout paid
 * by the parent. The phone number is used for this one message; only a keyed hash of it is kept, to
 * cap the texts one number receives whichever accounts ask (docs/security.md).
 */

export const PARENT_LINK_DAYS = 7;
const HOUR_MS = 3600_000;

/** A maintained phone library (libphonenumber-js), US by default: E.164, or a 400 on `phone`. */
export function normalisePhone(input: string): string {
  const phone = parsePhoneNumberFromString(input, { defaultCountry: 'US' });
  if (!phone?.isValid()) throw new AppError(400, { phone: [PAYMENT_MESSAGES.phoneInvalid] });
  return phone.number;
}

/** At most 30 letters, spaces, hyphens and apostrophes (a name, not a message). */
const PLAIN_NAME = /^\p{L}[\p{L}\p{M} '’-]{0,29}$/u;

/**
 * The first name as it may appear in a text to any number: the student typed it freely, so only a
 * plain name passes (letters, single spaces, hyphens, apostrophes; at most 30 characters). Anything
 * else (a link, digits, punctuation, line breaks) → null, and the text says "Your student".
 */
export function smsFirstName(firstName: string): string | null {
  const name = firstName.trim().replace(/ {2,}/g, ' ');
  return PLAIN_NAME.test(name) ? name : null;
}

/** A keyed hash of a normalised phone number: counts texts per number without storing it. */
export function phoneHash(secret: string, phone: string): string {
  return createHmac('sha256', secret).update(`parent-phone:${phone}`).digest('hex');
}

/** Only the first name (if it is a plain name): who asked. Nothing else about the student. */
export function parentSmsText(input: {
  firstName: string;
  planTitle: string;
  priceCents: number;
  duration: string;
  link: string;
}): string {
  const who = smsFirstName(input.firstName) ?? 'Your student';
  return (
    `Pathscoop: ${who} asked you to pay for the ${input.planTitle} plan ` +
    `(${formatUsd(input.priceCents)} ${durationPhrase(input.duration)}). ` +
    `Pay securely here (the link works for ${PARENT_LINK_DAYS} days): ${input.link}`
  );
}

/** Throws 429 when the student already sent 3 texts in the last hour or 10 in the last 24 hours. */
function assertWithinLimits(times: Date[], now: Date): void {
  const hourAgo = now.getTime() - HOUR_MS;
  const lastHour = times.filter((t) => t.getTime() > hourAgo);
  const retry = (oldest: Date, windowMs: number) =>
    Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
  if (times.length >= PARENT_TEXT_LIMITS.perDay)
    throw tooManyRequests(
      retry(times[times.length - PARENT_TEXT_LIMITS.perDay]!, 24 * HOUR_MS),
      PAYMENT_MESSAGES.parentTextDaily,
    );
  if (lastHour.length >= PARENT_TEXT_LIMITS.perHour)
    throw tooManyRequests(
      retry(lastHour[lastHour.length - PARENT_TEXT_LIMITS.perHour]!, HOUR_MS),
      PAYMENT_MESSAGES.parentTextHourly,
    );
}

/** Throws 429 when the number already received its texts for the last 24 hours, from any account. */
function assertPhoneWithinLimit(times: Date[], now: Date): void {
  const max = PARENT_TEXT_LIMITS.perPhonePerDay;
  if (times.length < max) return;
  const oldest = times[times.length - max]!;
  const retry = Math.max(1, Math.ceil((oldest.getTime() + 24 * HOUR_MS - now.getTime()) / 1000));
  throw tooManyRequests(retry, PAYMENT_MESSAGES.parentTextPhoneDaily);
}

export async function sendParentPaymentLink(
  ctx: AppContext,
  sms: SmsSender,
  user: CurrentUser,
  input: ParentPaymentLinkRequest,
  log: FastifyBaseLogger,
): Promise<void> {
  assertStudent(user);
  const plan = await findPayablePlan(ctx, input.pricing_plan);
  const phone = normalisePhone(input.phone);
  const now = ctx.now();
  const { token, hash } = newOpaqueToken();
  const phoneKey = phoneHash(ctx.config.JWT_SECRET, phone);
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);

  // Counting and recording in one transaction holding the student's row and the number's lock:
  // concurrent requests cannot both take the last text of the hour, or the number's last text of
  // the day. Counts live in the database (restarts and other processes see them).
  const link = await ctx.db.transaction().execute(async (trx) => {
    await lockUser(trx, user.id);
    assertWithinLimits(await listParentTextTimes(trx, user.id, dayAgo), now);
    await lockPhone(trx, phoneKey);
    assertPhoneWithinLimit(await listPhoneTextTimes(trx, phoneKey, dayAgo), now);
    return insertParentLink(trx, {
      user_id: user.id,
      pricing_plan_id: plan.id,
      token_hash: hash,
      phone_hash: phoneKey,
      expires_at: new Date(now.getTime() + PARENT_LINK_DAYS * 24 * HOUR_MS),
      created_at: now,
    });
  });

  const text = parentSmsText({
    firstName: user.first_name,
    planTitle: plan.title,
    priceCents: toCents(plan.price),
    duration: plan.duration,
    link: `${ctx.config.PUBLIC_URL}/pay/${token}`,
  });
  try {
    const sent = await sms.send({ to: phone, text });
    await setParentLinkStatus(ctx.db, link.id, 'sent', sent.id);
  } catch (err) {
    // A refused text does not count against the limits.
    await setParentLinkStatus(ctx.db, link.id, 'failed');
    log.error({ err, parentLink: link.id }, 'sending the parent text failed');
    throw new AppError(502, { detail: PAYMENT_MESSAGES.smsUnavailable });
  }
}

export type ParentLinkOutcome =
  | { kind: 'redirect'; url: string }
  | {
      kind: 'page';
      status: 200 | 404 | 410;
      title: string;
      message: string;
      link?: { href: string; label: string };
    };

/** GET /pay/{token}: on to a checkout (an open one is reused), or a page saying why not. */
export async function openParentLink(
  ctx: AppContext,
  runtime: PaymentsRuntime,
  token: string,
  log: FastifyBaseLogger,
): Promise<ParentLinkOutcome> {
  const link = /^[\w-]{20,100}$/.test(token)
    ? await findParentLinkByTokenHash(ctx.db, hashToken(token))
    : undefined;
  if (!link || link.status === 'failed')
    return {
      kind: 'page',
      status: 404,
      title: 'This payment link is not valid',
      message: 'Please check that the whole link was opened, or ask for a new text.',
    };
  const who = smsFirstName(link.student_first_name) ?? 'your student';
  if (link.status === 'paid')
    return {
      kind: 'page',
      status: 200,
      title: 'Already paid: thank you!',
      message: `The ${link.plan_title} plan for ${who} is paid. There is nothing more to do.`,
      link: { href: successUrl(ctx.config.PUBLIC_URL), label: 'Continue' },
    };
  const now = ctx.now();
  if (link.expires_at.getTime() <= now.getTime() || !link.plan_is_active || Number(link.plan_price) === 0)
    return {
      kind: 'page',
      status: 410,
      title: 'This payment link has expired',
      message: `Ask ${who} to send a new one from the Pathscoop pricing page.`,
    };
  const reusable = await findReusableCheckout(ctx.db, link.id, new Date(now.getTime() + 10 * 60_000));
  if (reusable?.url) return { kind: 'redirect', url: reusable.url };
  const plan = await findPayablePlan(ctx, link.pricing_plan_id);
  const url = await startCheckout(
    ctx,
    runtime,
    { studentId: link.user_id, plan, payer: 'parent', parentLinkId: link.id },
    log,
  );
  return { kind: 'redirect', url };
}
