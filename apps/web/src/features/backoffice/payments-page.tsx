import type { BackofficePayment } from '@pathscoop/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { type PaymentFilters, usePayments, useRefund } from './api/payments';
import { SearchBar, StatusSelect } from './list-ui';
import { card, day, ErrorNote, inputClass, Notice, Pager } from './ui';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
const STATUS: Record<BackofficePayment['status'], string> = {
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** Payments: status, amount, plan, Stripe ids; a full or partial refund for roles with payments.refund. */
export function PaymentsPage({ canRefund }: { canRefund: boolean }) {
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<PaymentFilters>({ q: '', status: '', page: 1 });
  const payments = usePayments(filters);
  const refund = useRefund();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold text-ink-900">Payments</h1>
      <SearchBar
        label="E-mail, payment or account number, Stripe id"
        value={draft}
        onChange={setDraft}
        onSearch={() => setFilters({ ...filters, q: draft, page: 1 })}
        filters={
          <StatusSelect
            value={filters.status}
            options={STATUS}
            onChange={(status) => setFilters({ ...filters, status, page: 1 })}
          />
        }
      />
      {refund.isSuccess && <Notice text={refund.data.detail} />}
      {refund.isError && <ErrorNote error={refund.error} />}
      {payments.isError && <ErrorNote error={payments.error} />}
      {payments.data && (
        <>
          <ul className="space-y-3">
            {payments.data.results.map((p) => (
              <li key={p.id} className={card}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <p className="font-semibold">
                      #{p.id} · {p.plan} · {money(p.amount_cents, p.currency)} · {STATUS[p.status]}
                      {p.refunded_cents > 0 ? ` (${money(p.refunded_cents, p.currency)} refunded)` : ''}
                    </p>
                    <p className="text-sm text-ink-700">
                      <Link
                        to={`/backoffice/members/${p.user_id}`}
                        className="font-semibold text-brand-700 underline"
                      >
                        {p.member}
                      </Link>{' '}
                      · {p.email} · paid {day(p.paid_at)} · plan until {day(p.plan_expires_at)}
                    </p>
                    <p className="text-xs break-all text-ink-700">
                      {p.provider === 'sandbox' ? 'Sandbox' : 'Stripe'} · {p.stripe_session_id}
                      {p.stripe_payment_intent_id ? ` · ${p.stripe_payment_intent_id}` : ''}
                    </p>
                  </div>
                  {canRefund && p.status !== 'refunded' && open !== p.id && (
                    <Button variant="secondary" onClick={() => setOpen(p.id)}>
                      Refund…
                    </Button>
                  )}
                </div>
                {open === p.id && (
                  <RefundForm
                    payment={p}
                    busy={refund.isPending}
                    onCancel={() => setOpen(null)}
                    onRefund={(amount_cents, reason) =>
                      refund.mutate({ id: p.id, amount_cents, reason }, { onSuccess: () => setOpen(null) })
                    }
                  />
                )}
              </li>
            ))}
          </ul>
          {payments.data.results.length === 0 && <p className="text-ink-700">No payment matches.</p>}
          <Pager
            page={filters.page}
            count={payments.data.count}
            perPage={payments.data.per_page}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </>
      )}
    </div>
  );
}

function RefundForm({
  payment,
  busy,
  onCancel,
  onRefund,
}: {
  payment: BackofficePayment;
  busy: boolean;
  onCancel: () => void;
  onRefund: (amountCents: number | undefined, reason: string) => void;
}) {
  const left = payment.amount_cents - payment.refunded_cents;
  const [amount, setAmount] = useState((left / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const amountId = useId();
  const reasonId = useId();
  const cents = Math.round(Number(amount) * 100);
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-3 border-t border-ink-500/20 pt-4"
      onSubmit={(e) => {
        e.preventDefault();
        onRefund(cents === left ? undefined : cents, reason);
      }}
    >
      <div>
        <label htmlFor={amountId} className="block text-sm font-semibold">
          Amount ({payment.currency.toUpperCase()}, up to {(left / 100).toFixed(2)})
        </label>
        <input
          id={amountId}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          className={`${inputClass} w-36`}
        />
      </div>
      <div className="min-w-64 flex-1">
        <label htmlFor={reasonId} className="block text-sm font-semibold">
          Reason (kept in the audit trail)
        </label>
        <input
          id={reasonId}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          className={`${inputClass} w-full`}
        />
      </div>
      <Button type="submit" variant="danger" disabled={busy}>
        Refund {Number.isFinite(cents) && cents > 0 ? money(cents, payment.currency) : ''}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
