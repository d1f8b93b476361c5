/**
 * Issue 24 #19: a receipt mail after a payment (webhook grant committed): the plan, the amount,
 * when it was paid and until when the plan runs, in the member's own time zone (issue 24 #11),
 * and that it was a one-time payment with nothing to cancel.
 */
import type { AppContext } from '../../context';
import { formatInZone, memberTimeZone } from '../mentorship/recipient-time-zone';

export async function sendPaymentReceipt(ctx: AppContext, stripeEventId: string): Promise<void> {
  const row = await ctx.db
    .selectFrom('payments as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('pricing_plans as pl', 'pl.id', 'p.pricing_plan_id')
    .select([
      'p.id',
      'p.amount_cents',
      'p.currency',
      'p.paid_at',
      'p.plan_expires_at',
      'p.payer',
      'u.email',
      'u.first_name',
      'u.state',
      'u.time_zone',
      'pl.title',
    ])
    .where('p.stripe_event_id', '=', stripeEventId)
    .executeTakeFirst();
  if (!row) return;
  const zone = memberTimeZone(row);
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: row.currency.toUpperCase(),
  }).format(row.amount_cents / 100);
  await ctx.mail.send({
    to: row.email,
    subject: `Your Pathscoop receipt: ${row.title}`,
    text: [
      `Hi ${row.first_name || 'there'},`,
      `Thank you${row.payer === 'parent' ? ' (and thanks to your parent or guardian)' : ''}! We received ${amount} for the ${row.title} plan on ${formatInZone(row.paid_at, zone)}.`,
      row.plan_expires_at
        ? `Your plan runs until ${formatInZone(row.plan_expires_at, zone)}.`
        : 'Your plan has no end date.',
      'This was a one-time payment: nothing renews and there is nothing to cancel.',
      `Receipt number: PS-${row.id}. Your plan and payments are on your My Plan page: ${ctx.config.PUBLIC_URL}/profile/myPlan`,
      '— The Pathscoop team',
    ].join('\n\n'),
  });
}
