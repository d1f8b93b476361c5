import type { MyPlan } from '@pathscoop/contracts';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../lib/auth';
import { findAffiliatedSchool, findBoughtTerms } from '../pricing/bought-terms';
import { currentPlanId } from './plan-state';

/**
 * GET profile/plan/ (My Plan, docs/payments.md): the current plan with the terms of the version the
 * member bought (an edit or archive in the back office changes nothing here), the school of an
 * affiliate code with what it gives, and the member's payments with the terms each one bought.
 */
export async function presentMyPlan(ctx: AppContext, user: CurrentUser): Promise<MyPlan> {
  const now = ctx.now();
  const row = await ctx.db
    .selectFrom('users')
    .select(['role', 'pricing_plan_id', 'plan_expires_at'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const isMentor = row.role === 'Mentor';
  const terms =
    !isMentor && currentPlanId(row, now) !== null ? await findBoughtTerms(ctx.db, user.id) : undefined;
  const plan = terms
    ? {
        plan_id: terms.plan_id,
        version: terms.version,
        title: terms.title,
        price: Number(terms.price).toFixed(2),
        duration: terms.duration,
        duration_days: terms.duration_days,
        description_lines: terms.description.split('\n'),
        image: terms.image,
        is_free: Number(terms.price) === 0,
        mentor_sessions: terms.mentor_sessions,
        companions: terms.companions,
        daily_chat_messages: terms.daily_chat_messages,
        priority_matching: terms.priority_matching,
        on_sale: terms.is_active,
      }
    : null;

  const school = isMentor ? undefined : await findAffiliatedSchool(ctx.db, user.id);
  const payments = isMentor
    ? []
    : await ctx.db
        .selectFrom('payments')
        .innerJoin('pricing_plans as plan', 'plan.id', 'payments.pricing_plan_id')
        .leftJoin('pricing_plan_terms as terms', 'terms.id', 'payments.plan_terms_id')
        .select([
          'payments.id',
          'payments.paid_at',
          'payments.amount_cents',
          'payments.refunded_cents',
          'payments.currency',
          'payments.plan_expires_at',
          'plan.title as plan_title',
          'plan.duration as plan_duration',
          'terms.title as terms_title',
          'terms.duration as terms_duration',
          'terms.version',
        ])
        .where('payments.user_id', '=', user.id)
        .orderBy('payments.paid_at', 'desc')
        .orderBy('payments.id', 'desc')
        .execute();
  const dollars = (cents: number) => (cents / 100).toFixed(2);

  return {
    role: row.role,
    plan,
    plan_is_paid: isMentor || (plan !== null && !plan.is_free),
    plan_expires_at: plan && row.plan_expires_at ? row.plan_expires_at.toISOString() : null,
    school:
      school?.affiliate_code && school.affiliate_code.trim() !== ''
        ? {
            name: school.name,
            mentor_sessions: school.mentor_sessions,
            companions: school.companions,
            daily_chat_messages: school.companions ? school.daily_chat_messages : 0,
          }
        : null,
    payments: payments.map((p) => ({
      id: p.id,
      paid_at: p.paid_at.toISOString(),
      plan_title: p.terms_title ?? p.plan_title,
      version: p.version,
      duration: p.terms_duration ?? p.plan_duration,
      amount: dollars(p.amount_cents),
      currency: p.currency,
      refunded: dollars(p.refunded_cents),
      plan_expires_at: p.plan_expires_at.toISOString(),
    })),
  };
}
