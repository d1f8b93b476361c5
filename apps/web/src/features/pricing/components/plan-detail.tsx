import { type PricingPlan, parsePlanDescription } from '@pathscoop/contracts';
import { forwardRef } from 'react';
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
  const { title, lines } = parsePlanDescription(plan.description);
  const more = lines.length > 1 && !lines[lines.length - 1]?.note ? lines[lines.length - 1] : undefined;
  const bullets = more ? lines.slice(0, -1) : lines;
  return (
    <section
      ref={ref}
      aria-labelledby="plan-detail-title"
      tabIndex={-1}
      className="scroll-mt-4 rounded-3xl bg-white p-6 shadow-lg sm:p-8"
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
      <p className="mt-5 text-lg font-semibold text-ink-900">{title}</p>
      <ul className="mt-4 space-y-3">
        {bullets.map((line) =>
          line.note ? (
            <li
              key={line.text}
              className="ml-8 rounded-xl bg-mint-100 px-3 py-2 text-sm font-semibold text-mint-700"
            >
              {line.text}
            </li>
          ) : (
            <li key={line.text} className="flex items-start gap-3">
              <span aria-hidden="true" className="mt-1 text-mint-700">
                ✓
              </span>
              <span className="text-ink-700">
                {line.text}
                {line.comingSoon && (
                  <span className="ml-2 inline-block rounded-full bg-cone-100 px-2 py-0.5 align-middle text-xs font-bold text-cone-700">
                    COMING SOON
                  </span>
                )}
              </span>
            </li>
          ),
        )}
      </ul>
      {more && <p className="mt-5 text-ink-500 italic">{more.text}</p>}
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
