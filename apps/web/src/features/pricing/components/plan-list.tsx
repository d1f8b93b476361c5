import type { PricingPlan } from '@pathscoop/contracts';

export function formatPrice(plan: Pick<PricingPlan, 'price'>): string {
  const n = Number(plan.price);
  return n === 0 ? '$0' : `$${Number.isInteger(n) ? n : n.toFixed(2)}`;
}

type Props = {
  plans: PricingPlan[];
  activeId: number | undefined;
  currentId: number | null;
  onSelect: (id: number) => void;
};

/** Left pane: every plan with its image, title, price and '/duration'. */
export function PlanList({ plans, activeId, currentId, onSelect }: Props) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Pricing plans">
      {plans.map((plan) => {
        const active = plan.id === activeId;
        return (
          <li key={plan.id}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(plan.id)}
              className={`flex w-full items-center gap-4 rounded-2xl border-2 p-3 text-left transition-colors sm:p-4 ${
                active
                  ? 'border-brand-600 bg-brand-50 shadow-md'
                  : 'border-transparent bg-white hover:border-brand-200'
              }`}
            >
              <img src={plan.image ?? '/favicon.svg'} alt="" className="h-14 w-14 shrink-0 sm:h-16 sm:w-16" />
              <span className="flex-1">
                <span className="block font-display text-lg font-bold text-ink-900">{plan.title}</span>
                {plan.id === currentId && (
                  <span className="mt-1 inline-block rounded-full bg-mint-100 px-2 py-0.5 text-xs font-semibold text-mint-700">
                    Your plan
                  </span>
                )}
              </span>
              <span className="text-right">
                <span className="block text-xl font-extrabold text-brand-700">{formatPrice(plan)}</span>
                <span className="text-sm text-ink-500">/{plan.duration}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
