import type { PricingPlan, Profile } from '@pathscoop/contracts';

export type PlanSummary = {
  /** 'Active Plan' when the plan counts as paid, else 'Free Plan'. */
  heading: 'Active Plan' | 'Free Plan';
  /** Mentors: 'Community Partner'; students: the matching plan's title or 'Free Member'. */
  label: string;
  isPaid: boolean;
  plan: PricingPlan | undefined;
  /** 'Change The Plan' (to /pricingplan): hidden for the plan titled Milkshake and for mentors. */
  canChange: boolean;
  expiresAt: Date | null;
};

/**
 * My Plan (spec part 2): the plan label is the title of the plan matching the profile's
 * pricing_plan, or 'Free Member' when none; mentors are 'Community Partner'. A plan counts as paid
 * when the user is a mentor or the matching plan has a nonzero price. (The server already reports
 * an expired plan as none.)
 */
export function summarisePlan(
  profile: Pick<Profile, 'role' | 'pricing_plan' | 'plan_expires_at'>,
  plans: readonly PricingPlan[],
): PlanSummary {
  const isMentor = profile.role === 'Mentor';
  const plan = profile.pricing_plan === null ? undefined : plans.find((p) => p.id === profile.pricing_plan);
  const isPaid = isMentor || (plan !== undefined && Number(plan.price) !== 0);
  return {
    heading: isPaid ? 'Active Plan' : 'Free Plan',
    label: isMentor ? 'Community Partner' : (plan?.title ?? 'Free Member'),
    isPaid,
    plan: isMentor ? undefined : plan,
    canChange: !isMentor && plan?.title !== 'Milkshake',
    expiresAt: !isMentor && plan && profile.plan_expires_at ? new Date(profile.plan_expires_at) : null,
  };
}
