import type { MyPlan } from '@pathscoop/contracts';
import { Link } from 'react-router';
import { PageSkeleton } from '../../components/feedback/page-skeleton';
import { PlanFeatures } from '../../components/plan/plan-features';
import { dateFormatter } from '../../lib/date-format';
import { useMyPlan } from './api/get-my-plan';
import { useProfile } from './api/get-profile';
import { useSyncStoredUser } from './hooks/use-sync-stored-user';
import { type PlanSummary, summarisePlan } from './lib/plan-summary';

const dateFormat = dateFormatter({ dateStyle: 'long', timeZone: 'UTC' });

const dollars = (price: string) => {
  const n = Number(price);
  return `$${Number.isInteger(n) ? n : n.toFixed(2)}`;
};

function priceLine(plan: NonNullable<PlanSummary['plan']>) {
  return `${dollars(plan.price)}/${plan.duration}`;
}

type School = NonNullable<MyPlan['school']>;

/** What a school's affiliate code gives, in words. */
export function schoolIncludes(school: School): string[] {
  const sessions = school.mentor_sessions;
  return [
    ...(sessions > 0 ? [`${sessions} mentorship session${sessions === 1 ? '' : 's'} a year`] : []),
    ...(school.companions
      ? [
          school.daily_chat_messages === null
            ? 'AI companions, unlimited messages'
            : `AI companions, ${school.daily_chat_messages} messages a day`,
        ]
      : []),
    'Saving, scoring and booking your career matches',
  ];
}

/** /profile/myPlan (spec part 2, My Plan). The layout shows the title 'My Plan'. */
export function Component() {
  const profile = useProfile();
  const my = useMyPlan();
  useSyncStoredUser(profile.data);

  if (profile.isError || my.isError)
    return (
      <div role="alert" className="rounded-3xl bg-white p-6 ring-1 ring-brand-100">
        <p className="font-semibold text-brand-700">We could not load your plan.</p>
        <button
          type="button"
          onClick={() => {
            void profile.refetch();
            void my.refetch();
          }}
          className="mt-3 min-h-11 font-semibold text-brand-700 underline underline-offset-2"
        >
          Try again
        </button>
      </div>
    );
  if (!profile.data || !my.data) return <PageSkeleton label="Loading your plan…" blocks={['h-[26rem]']} />;

  const summary = summarisePlan(my.data);
  const { plan } = summary;
  const { school, payments } = my.data;
  const hasSchool =
    profile.data.role !== 'Mentor' && (school !== null || Boolean(profile.data.affiliate_code));

  return (
    <section
      aria-labelledby="my-plan-heading"
      className="overflow-hidden rounded-[1.75rem] bg-white shadow-[0_18px_40px_-28px_rgba(31,26,46,0.5)] ring-1 ring-brand-100"
    >
      <div
        className={`flex flex-col gap-4 px-5 py-6 sm:flex-row sm:items-center sm:px-8 ${
          summary.isPaid ? 'bg-gradient-to-r from-brand-700 to-brand-600 text-white' : 'bg-cream text-ink-900'
        }`}
      >
        {plan?.image && (
          <img src={plan.image} alt="" className="h-20 w-20 shrink-0 rounded-2xl bg-white/90 p-2" />
        )}
        <div className="min-w-0 flex-1">
          <h2
            id="my-plan-heading"
            className={`text-sm font-semibold tracking-wide uppercase ${summary.isPaid ? 'text-white' : 'text-ink-700'}`}
          >
            {summary.heading}
          </h2>
          <p className="mt-1 font-display text-3xl font-bold break-words" data-testid="plan-label">
            {summary.label}
          </p>
          {plan && Number(plan.price) !== 0 && (
            <p className={summary.isPaid ? 'text-white' : 'text-ink-700'}>{priceLine(plan)}</p>
          )}
        </div>
        {summary.canChange && (
          <Link
            to="/pricingplan"
            className={`inline-flex min-h-11 shrink-0 items-center justify-center rounded-full px-6 py-2.5 font-semibold transition-colors ${
              summary.isPaid
                ? 'bg-white text-brand-700 hover:bg-brand-50'
                : 'bg-brand-600 text-white hover:bg-brand-700'
            }`}
          >
            Change The Plan
          </Link>
        )}
      </div>

      <div className="space-y-4 px-5 py-6 sm:px-8">
        {summary.expiresAt && (
          <p className="font-medium text-ink-900">
            Active until{' '}
            <time dateTime={summary.expiresAt.toISOString()}>{dateFormat(summary.expiresAt)}</time>.
          </p>
        )}
        {profile.data.role === 'Mentor' && (
          <p className="text-ink-700">
            Thank you for volunteering your time: Community Partners never need a plan.
          </p>
        )}
        {!plan && !school && profile.data.role !== 'Mentor' && (
          <p className="text-ink-700">
            {hasSchool
              ? "Your school's affiliate code unlocks saving, scoring and booking your career matches."
              : 'Choose a plan to save, score and book your career matches and to meet a Community Partner.'}
          </p>
        )}
        {plan && !plan.on_sale && (
          <p className="rounded-xl bg-cream px-4 py-3 text-ink-700">
            This plan is no longer offered to new members. You keep everything below
            {summary.expiresAt ? ' until it ends' : ''}.
          </p>
        )}
        {plan && plan.description_lines.join('').trim() !== '' && (
          <div>
            <PlanFeatures
              description={plan.description_lines.join('\n')}
              headingLevel="h3"
              titleClassName="font-semibold text-ink-900"
            />
          </div>
        )}
        {school && (
          <div className="rounded-2xl bg-mint-100/60 px-4 py-4 sm:px-5">
            <h3 className="font-semibold text-ink-900">Through {school.name}</h3>
            <ul className="mt-2 space-y-2">
              {schoolIncludes(school).map((line) => (
                <li key={line} className="flex items-start gap-3">
                  <span aria-hidden="true" className="mt-0.5 text-mint-700">
                    ✓
                  </span>
                  <span className="text-ink-700">{line}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {payments.length > 0 && (
          <div>
            <h3 className="font-semibold text-ink-900">Your payments</h3>
            <ul className="mt-2 divide-y divide-brand-100">
              {payments.map((p) => (
                <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                  <span className="text-ink-900">
                    <time dateTime={p.paid_at}>{dateFormat(new Date(p.paid_at))}</time> · {p.plan_title}
                  </span>
                  <span className="text-ink-700">
                    {dollars(p.amount)}
                    {Number(p.refunded) > 0 &&
                      (p.refunded === p.amount ? ' · refunded' : ` · ${dollars(p.refunded)} refunded`)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
