import type { BoughtTerms, MyPlan } from '@pathscoop/contracts';

export type PlanSummary = {
  /** 'Active Plan' when the plan counts as paid, else 'Free Plan'. */
  heading: 'Active Plan' | 'Free Plan';
  /** Mentors: 'Community Partner'; students: the bought plan's title or 'Free Member'. */
  label: string;
  isPaid: boolean;
  /** The terms the member bought (not the plan's current ones: an edit never changes them). */
  plan: BoughtTerms | undefined;
  /** 'Change The Plan' (to /pricingplan): hidden for the plan titled Milkshake and for mentors. */
  canChange: boolean;
  expiresAt: Date | null;
};

/**
 * My Plan (spec part 2): the plan label is the title of the member's plan, or 'Free Member' when
 * none; mentors are 'Community Partner'. A plan counts as paid when the user is a mentor or the plan
 * has a nonzero price. The title, price and lines are those of the terms version the member bought
 * (GET profile/plan/); the server already reports an expired plan as none.
 */
export function summarisePlan(my: Pick<MyPlan, 'role' | 'plan' | 'plan_expires_at'>): PlanSummary {
  const isMentor = my.role === 'Mentor';
  const plan = isMentor ? undefined : (my.plan ?? undefined);
  const isPaid = isMentor || (plan !== undefined && Number(plan.price) !== 0);
  return {
    heading: isPaid ? 'Active Plan' : 'Free Plan',
    label: isMentor ? 'Community Partner' : (plan?.title ?? 'Free Member'),
    isPaid,
    plan,
    canChange: !isMentor && plan?.title !== 'Milkshake',
    expiresAt: plan && my.plan_expires_at ? new Date(my.plan_expires_at) : null,
  };
}
