import { type FormEvent, useId, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { useInviteCounselor, useRemoveCounselor, useSchoolCounselors } from './api/school-counselors';
import { SecondFactorGate } from './components/second-factor-gate';
import { card, inputClass } from './components/styles';

const STATUS = { invited: 'Invited', expired: 'Invitation expired', active: 'Active' } as const;

/**
 * /backoffice/schools/:id/counselors — the school's counselors in the back office (operators with
 * schools.write): invite by e-mail, see who accepted, remove one (their sessions end at once).
 */
export function Component() {
  return (
    <SecondFactorGate>
      <SchoolCounselors />
    </SecondFactorGate>
  );
}

function SchoolCounselors() {
  const schoolId = Number(useParams().id);
  const list = useSchoolCounselors(schoolId, Number.isSafeInteger(schoolId));
  const invite = useInviteCounselor(schoolId);
  const remove = useRemoveCounselor(schoolId);
  const id = useId();
  const [form, setForm] = useState({ email: '', first_name: '', last_name: '' });
  const [sent, setSent] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    invite.mutate(form, {
      onSuccess: (c) => {
        setSent(`Invitation sent to ${c.email}. The link works for 72 hours.`);
        setForm({ email: '', first_name: '', last_name: '' });
      },
    });
  };
  const err = invite.error instanceof ApiError ? invite.error : null;
  const fieldError = (f: string): string | undefined => {
    const messages = err ? err.body[f] : undefined;
    return Array.isArray(messages) ? (messages[0] as string) : undefined;
  };
  if (list.isError)
    return (
      <main className="mx-auto max-w-xl p-8">
        <h1 className="font-display text-2xl font-bold">School counselors</h1>
        <p role="alert">{list.error instanceof ApiError ? list.error.message : 'Something went wrong.'}</p>
      </main>
    );
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-ink-900">School counselors</h1>
      <section aria-labelledby={`${id}-list`} className={card}>
        <h2 id={`${id}-list`} className="font-display text-xl font-bold">
          Counselors of this school
        </h2>
        {list.data?.length ? (
          <ul className="mt-3 space-y-2">
            {list.data.map((c) => (
              <li
                key={c.user_id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 px-4 py-2"
              >
                <span>
                  <strong>
                    {c.first_name} {c.last_name}
                  </strong>{' '}
                  · {c.email} · {STATUS[c.status]}
                </span>
                <Button
                  variant="ghost"
                  onClick={() => remove.mutate(c.user_id)}
                  aria-label={`Remove ${c.first_name} ${c.last_name}`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-ink-700">No counselor yet.</p>
        )}
      </section>
      <section aria-labelledby={`${id}-invite`} className={card}>
        <h2 id={`${id}-invite`} className="font-display text-xl font-bold">
          Invite a counselor
        </h2>
        <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-3">
          {(
            [
              ['email', 'E-mail'],
              ['first_name', 'First name'],
              ['last_name', 'Last name'],
            ] as const
          ).map(([f, label]) => (
            <div key={f} className="flex flex-col">
              <label htmlFor={`${id}-${f}`} className="font-semibold">
                {label}
              </label>
              <input
                id={`${id}-${f}`}
                className={inputClass}
                type={f === 'email' ? 'email' : 'text'}
                value={form[f]}
                aria-invalid={fieldError(f) ? true : undefined}
                aria-describedby={fieldError(f) ? `${id}-${f}-e` : undefined}
                onChange={(e) => setForm({ ...form, [f]: e.target.value })}
              />
              {fieldError(f) && (
                <span id={`${id}-${f}-e`} className="text-sm font-semibold text-brand-700">
                  {fieldError(f)}
                </span>
              )}
            </div>
          ))}
          <div className="sm:col-span-3">
            <Button type="submit" disabled={invite.isPending}>
              Send the invitation
            </Button>
          </div>
        </form>
        {sent && (
          <p role="status" className="mt-3 font-semibold text-mint-700">
            {sent}
          </p>
        )}
        {err?.detail && (
          <p role="alert" className="mt-3 font-semibold text-brand-700">
            {err.detail}
          </p>
        )}
      </section>
    </main>
  );
}
