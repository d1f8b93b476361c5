import type { PricingPlan } from '@pathscoop/contracts';
import { forwardRef } from 'react';
import { PlanFeatures } from '../../../components/plan/plan-features';
import { Button } from '../../../components/ui/button';
import { formatPrice } from './plan-list';

type Props = { plan: PricingPlan; isCurrent: boolean; onChoose: () => void; onTextParent: () => void };

/**
 * Right pane: the description's first line is the title line, later lines are bullets; a line
 * followed by a '100%' line carries a COMING SOON badge, the '100%' line is a note, the last line
 * is the "more" text.
 */
export const PlanDetail = forwardRef<HTMLElement, Props>(function PlanDetail(
  { plan, isCurrent, onChoose, onTextParent },
  ref,
) {
  return (
    <section
      ref={ref}
      aria-labelledby="plan-detail-title"
      tabIndex={-1}
      className="scroll-mt-24 rounded-3xl bg-white p-6 shadow-lg sm:p-8"
    >
      <div className="flex items-center gap-4">
        <img
          src={plan.image ?? '/favicon.svg'}
          alt=""
          className="h-20 w-20 max-[600px]:h-14 max-[600px]:w-14"
        />
        <div>
          <h2 id="plan-detail-title" className="font-display text-2xl font-bold">
            {plan.title}
          </h2>
          <p className="text-lg">
            <span className="font-extrabold text-brand-700">{formatPrice(plan)}</span>
            <span className="text-ink-500">/{plan.duration}</span>
          </p>
        </div>
      </div>
      <PlanFeatures description={plan.description} />
      <div className="mt-8 flex flex-wrap gap-3">
        <Button onClick={onChoose} disabled={isCurrent}>
          {isCurrent ? 'Your current plan' : 'Choose'}
        </Button>
        <Button variant="secondary" onClick={onTextParent}>
          Text to Parent
        </Button>
      </div>
    </section>
  );
});
