import type { BackofficePlan } from '@pathscoop/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { usePlans, useSetPlanOnSale } from './api/plans';
import { PlanEditor } from './plan-editor';
import { card, day, ErrorNote, Notice } from './ui';

const messages = (n: number | null, companions: boolean) =>
  !companions
    ? 'no companions'
    : n === null
      ? 'unlimited companion messages'
      : `${n} companion messages a day`;

/** What the plan grants, in words (the "includes"). */
export function includesText(
  p: Pick<
    BackofficePlan,
    'mentor_sessions' | 'companions' | 'daily_chat_messages' | 'priority_matching' | 'parent_summary'
  >,
) {
  return [
    `${p.mentor_sessions} mentorship session${p.mentor_sessions === 1 ? '' : 's'}`,
    messages(p.daily_chat_messages, p.companions),
    p.priority_matching ? 'priority matching' : 'no priority matching',
    ...(p.parent_summary ? ['parent progress summary'] : []),
  ].join(' · ');
}

/**
 * Plans (docs/backoffice.md "Plans"): an edit becomes the next version of the plan's terms; members
 * who bought an earlier version keep it (price, length and what it includes).
 */
export function PlansPage({ canWrite }: { canWrite: boolean }) {
  const plans = usePlans();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const finish = (text: string | null) => {
    setEditing(null);
    if (text) setDone(text);
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-ink-900">Plans</h1>
        {canWrite && editing === null && (
          <Button
            onClick={() => {
              setDone(null);
              setEditing('new');
            }}
          >
            Add a plan
          </Button>
        )}
      </div>
      <p className="text-ink-700">
        What the pricing page sells. A change applies to new buyers only: members who already paid keep the
        price, length and inclusions of the version they bought. An archived plan leaves the pricing page and
        cannot be bought; its members keep it until it ends.
      </p>
      {done && <Notice text={done} />}
      {plans.isError && <ErrorNote error={plans.error} />}
      {plans.isPending && <p role="status">Loading plans…</p>}
      {editing === 'new' && (
        <div className={card}>
          <PlanEditor plan={null} onDone={finish} />
        </div>
      )}
      <ul className="space-y-3">
        {plans.data?.map((p) => (
          <li key={p.id} className={card}>
            {editing === p.id ? (
              <PlanEditor plan={p} onDone={finish} />
            ) : (
              <PlanSummary
                plan={p}
                canWrite={canWrite && editing === null}
                onEdit={() => {
                  setDone(null);
                  setEditing(p.id);
                }}
                onDone={setDone}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Archive (after a confirmation in words) or put back on sale. */
function SaleControls({ plan, onDone }: { plan: BackofficePlan; onDone: (text: string) => void }) {
  const setOnSale = useSetPlanOnSale();
  const [confirming, setConfirming] = useState(false);
  const members = plan.versions.reduce((n, v) => n + v.members, 0);
  const change = (onSale: boolean) =>
    setOnSale.mutate(
      { id: plan.id, onSale },
      {
        onSuccess: (p) => {
          setConfirming(false);
          onDone(
            onSale
              ? `${p.title} is on sale again.`
              : `${p.title} archived: it is off the pricing page; its members keep what they bought.`,
          );
        },
      },
    );
  if (!plan.is_active)
    return (
      <div className="space-y-2">
        <Button variant="secondary" onClick={() => change(true)} disabled={setOnSale.isPending}>
          Put {plan.title} back on sale
        </Button>
        {setOnSale.isError && <ErrorNote error={setOnSale.error} />}
      </div>
    );
  if (!confirming)
    return (
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        Archive {plan.title}
      </Button>
    );
  return (
    <div className="max-w-md space-y-2 rounded-2xl bg-cream p-3">
      <p className="text-sm text-ink-900">
        Archive {plan.title}? It leaves the pricing page and cannot be bought any more.{' '}
        {members === 1 ? 'The 1 member' : `The ${members} members`} on it keep what they bought until it ends.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => change(false)} disabled={setOnSale.isPending}>
          Yes, archive
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(false)}>
          Keep it on sale
        </Button>
      </div>
      {setOnSale.isError && <ErrorNote error={setOnSale.error} />}
    </div>
  );
}

function PlanSummary({
  plan,
  canWrite,
  onEdit,
  onDone,
}: {
  plan: BackofficePlan;
  canWrite: boolean;
  onEdit: () => void;
  onDone: (text: string) => void;
}) {
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-display text-xl font-bold">
            {plan.title} · ${plan.price} / {plan.duration}
          </h2>
          <p className="text-sm text-ink-700">
            {plan.duration_days === null ? 'Does not expire' : `Lasts ${plan.duration_days} days`} ·{' '}
            {includesText(plan)} · version {plan.current_version}
          </p>
          {!plan.is_active && (
            <p className="mt-1 inline-block rounded-full bg-ink-900 px-2.5 py-0.5 text-xs font-bold text-white">
              ARCHIVED · not on the pricing page
            </p>
          )}
        </div>
        {canWrite && (
          <div className="flex flex-wrap items-start gap-2">
            <Button variant="secondary" onClick={onEdit}>
              Edit {plan.title}
            </Button>
            <SaleControls plan={plan} onDone={onDone} />
          </div>
        )}
      </div>
      <ul className="mt-2 list-disc space-y-0.5 pl-6 text-sm">
        {plan.description_lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">
          Versions ({plan.versions.length})
        </summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr className="text-ink-700">
              <th className="py-1 pr-3 font-semibold">Version</th>
              <th className="py-1 pr-3 font-semibold">Price</th>
              <th className="py-1 pr-3 font-semibold">Length</th>
              <th className="py-1 pr-3 font-semibold">Includes</th>
              <th className="py-1 pr-3 font-semibold">Members on it</th>
              <th className="py-1 pr-3 font-semibold">Stripe price</th>
              <th className="py-1 font-semibold">Since</th>
            </tr>
          </thead>
          <tbody>
            {plan.versions.map((v) => (
              <tr key={v.id} className="border-t border-ink-500/10">
                <td className="py-1 pr-3">{v.version}</td>
                <td className="py-1 pr-3">${v.price}</td>
                <td className="py-1 pr-3">{v.duration_days === null ? '—' : `${v.duration_days} days`}</td>
                <td className="py-1 pr-3">{includesText(v)}</td>
                <td className="py-1 pr-3">{v.members}</td>
                <td className="py-1 pr-3 font-mono text-xs">{v.stripe_price_id ?? '—'}</td>
                <td className="py-1">{day(v.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
