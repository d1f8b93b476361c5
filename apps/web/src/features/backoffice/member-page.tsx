import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { useMember, useMemberAction } from './api/members';
import { card, day, ErrorNote, inputClass, Notice, when } from './ui';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

/** A member's page: account, plan, school, sessions, payments; support's actions. */
export function MemberPage({ canWrite }: { canWrite: boolean }) {
  const id = Number(useParams().id);
  const member = useMember(id);
  const action = useMemberAction(id);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const m = member.data;
  if (member.isError) return <ErrorNote error={member.error} />;
  if (!m) return <p role="status">Loading…</p>;
  const facts: [string, string][] = [
    ['E-mail', `${m.email}${m.email_verified ? ' (verified)' : ' (not verified)'}`],
    [
      'Account',
      `#${m.id} · ${m.role === 'Mentor' ? 'Mentor (Community Partner)' : 'Student'}${m.is_backoffice ? ' · back-office account' : ''}`,
    ],
    ['Status', m.deactivated_at ? `Deactivated on ${when(m.deactivated_at)}` : 'Active'],
    ['Joined', day(m.created_at)],
    ['Age and grade', `${m.age ?? '—'} · ${m.grade ?? '—'}`],
    ['School', m.school ? `${m.school}${m.affiliate_code ? ` (code ${m.affiliate_code})` : ''}` : '—'],
    ['Plan', m.plan ? `${m.plan}${m.plan_expires_at ? `, until ${day(m.plan_expires_at)}` : ''}` : 'No plan'],
  ];
  return (
    <div className="space-y-6">
      <p>
        <Link to="/backoffice/members" className="font-semibold text-brand-700 underline">
          ← Members
        </Link>
      </p>
      <h1 className="font-display text-3xl font-bold text-ink-900">
        {m.first_name} {m.last_name}
      </h1>
      {action.isSuccess && <Notice text={action.data.detail} />}
      {action.isError && <ErrorNote error={action.error} />}
      <section aria-labelledby="bo-account" className={card}>
        <h2 id="bo-account" className="font-display text-xl font-bold">
          Account
        </h2>
        <dl className="mt-3 grid grid-cols-[12rem_1fr] gap-x-4 gap-y-1">
          {facts.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="font-semibold">{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        {canWrite && (
          <div className="mt-4 space-y-3 border-t border-ink-500/20 pt-4">
            {!m.email_verified && (
              <Button
                variant="secondary"
                disabled={action.isPending}
                onClick={() => action.mutate({ action: 'resend-verification' })}
              >
                Resend the verification e-mail
              </Button>
            )}
            {m.deactivated_at ? (
              <Button disabled={action.isPending} onClick={() => action.mutate({ action: 'reactivate' })}>
                Reactivate
              </Button>
            ) : (
              !m.is_backoffice && (
                <form
                  className="flex flex-wrap items-end gap-3"
                  onSubmit={(e) => {
                    e.preventDefault();
                    action.mutate({ action: 'deactivate', reason });
                  }}
                >
                  <div className="min-w-64 flex-1">
                    <label htmlFor={reasonId} className="block text-sm font-semibold">
                      Reason for deactivating (kept in the audit trail)
                    </label>
                    <input
                      id={reasonId}
                      value={reason}
                      onChange={(e) => setReason(e.target.value)}
                      className={`${inputClass} w-full`}
                      maxLength={1000}
                    />
                  </div>
                  <Button type="submit" variant="danger" disabled={action.isPending}>
                    Deactivate
                  </Button>
                </form>
              )
            )}
          </div>
        )}
      </section>
      <section aria-labelledby="bo-sessions" className={card}>
        <h2 id="bo-sessions" className="font-display text-xl font-bold">
          Mentorship sessions
        </h2>
        {m.sessions.length ? (
          <ul className="mt-2 space-y-1">
            {m.sessions.map((s) => (
              <li key={s.id}>
                #{s.id} “{s.topic}” · {s.status} · {when(s.datetime)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-ink-700">None.</p>
        )}
      </section>
      <section aria-labelledby="bo-payments" className={card}>
        <h2 id="bo-payments" className="font-display text-xl font-bold">
          Payments
        </h2>
        {m.payments.length ? (
          <ul className="mt-2 space-y-1">
            {m.payments.map((p) => (
              <li key={p.id}>
                #{p.id} · {p.plan} · {money(p.amount_cents, p.currency)} · paid {day(p.paid_at)} · plan until{' '}
                {day(p.plan_expires_at)}
                {p.stripe_payment_intent_id ? ` · ${p.stripe_payment_intent_id}` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-ink-700">None.</p>
        )}
      </section>
      {m.safeguarding && (
        <section aria-labelledby="bo-safeguarding" className={card}>
          <h2 id="bo-safeguarding" className="font-display text-xl font-bold">
            Safeguarding
          </h2>
          <h3 className="mt-2 font-semibold">Flagged companion messages</h3>
          {m.safeguarding.chat_flags.length ? (
            <ul className="space-y-1">
              {m.safeguarding.chat_flags.map((f) => (
                <li key={f.id}>
                  {when(f.created_at)}: {f.excerpt}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-700">None.</p>
          )}
          <h3 className="mt-2 font-semibold">Concerns</h3>
          {m.safeguarding.concerns.length ? (
            <ul className="space-y-1">
              {m.safeguarding.concerns.map((c) => (
                <li key={c.id}>
                  {when(c.created_at)}: {c.message}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-700">None.</p>
          )}
        </section>
      )}
    </div>
  );
}
