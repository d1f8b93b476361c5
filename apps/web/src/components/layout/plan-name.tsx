import { type MyPlan, myPlanSchema } from '@pathscoop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * The title of the student's plan under their name (spec part 2: the title of the plan matching
 * pricing_plan, or 'Free Member'): the title of the terms the member bought, so a plan renamed or
 * archived later keeps its name here (GET profile/plan/, the ['my-plan'] cache shared with My Plan).
 * Loaded on demand: guests and free members never download it.
 */
export default function PlanName({ planId }: { planId: number }) {
  const mine = useQuery({
    queryKey: ['my-plan'],
    queryFn: async (): Promise<MyPlan> => myPlanSchema.parse(await api.get<unknown>('profile/plan/')),
  });
  if (!mine.data) return null;
  const plan = mine.data.plan;
  return <>{plan && plan.plan_id === planId ? plan.title : 'Free Member'}</>;
}
