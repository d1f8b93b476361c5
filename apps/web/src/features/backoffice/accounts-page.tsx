import {
  BACKOFFICE_ROLES,
  type BackofficeAccount,
  ROLE_LABELS,
  SCHOOL_SCOPED_ROLES,
} from '@pathscoop/contracts';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useAccounts, useChangeAccount } from './api/accounts';
import { useSchools } from './api/schools';
import { SearchBar } from './list-ui';
import { card, day, ErrorNote, inputClass, Notice, Pager } from './ui';

/**
 * Accounts and roles (`accounts.manage`, docs/backoffice.md "Accounts page"): who may use the back
 * office and with which roles; give and remove roles, disable and enable accounts. The server
 * refuses any change that would leave no enabled operator, or an operator without their own role.
 */
export function AccountsPage({ myId }: { myId: number }) {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const accounts = useAccounts(q, page);
  const change = useChangeAccount();
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold text-ink-900">Accounts and roles</h1>
      <p className="text-ink-700">
        Back-office accounts are made with <code>npm run admin:create</code>. Here you give and remove roles
        and disable accounts; every change is in the audit trail.
      </p>
      <SearchBar
        label="Name or e-mail"
        value={draft}
        onChange={setDraft}
        onSearch={() => {
          setQ(draft);
          setPage(1);
        }}
      />
      {done && <Notice text={done} />}
      {change.isError && <ErrorNote error={change.error} />}
      {accounts.isError && <ErrorNote error={accounts.error} />}
      <ul className="space-y-3">
        {accounts.data?.results.map((a) => (
          <AccountCard
            key={a.user_id}
            account={a}
            isMe={a.user_id === myId}
            busy={change.isPending}
            onChange={(c, text) => {
              setDone(null);
              change.mutate({ ...c, userId: a.user_id } as Parameters<typeof change.mutate>[0], {
                onSuccess: () => setDone(text),
              });
            }}
          />
        ))}
      </ul>
      {accounts.data && (
        <Pager page={page} count={accounts.data.count} perPage={accounts.data.per_page} onPage={setPage} />
      )}
    </div>
  );
}

type ChangeOf =
  | { kind: 'give'; role: string; school_id: number | null }
  | { kind: 'remove'; roleId: number }
  | { kind: 'disable'; reason: string }
  | { kind: 'enable' };

function AccountCard({
  account,
  isMe,
  busy,
  onChange,
}: {
  account: BackofficeAccount;
  isMe: boolean;
  busy: boolean;
  onChange: (c: ChangeOf, done: string) => void;
}) {
  const name = `${account.first_name} ${account.last_name}`.trim() || account.email;
  const [role, setRole] = useState<string>('support');
  const [school, setSchool] = useState('');
  const [reason, setReason] = useState('');
  const scoped = (SCHOOL_SCOPED_ROLES as readonly string[]).includes(role);
  const schools = useSchools();
  const base = useId();
  return (
    <li className={card} aria-label={name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-display text-xl font-bold">
            {name}
            {isMe && <span className="ml-2 text-sm font-semibold text-ink-700">(you)</span>}
          </h2>
          <p className="text-sm text-ink-700">
            {account.email} · since {day(account.created_at)} ·{' '}
            {account.second_factor_enrolled ? 'second factor on' : 'second factor not set up yet'}
            {account.disabled_at && (
              <strong className="ml-1 text-brand-700">· disabled {day(account.disabled_at)}</strong>
            )}
          </p>
        </div>
      </div>
      <h3 className="mt-3 text-sm font-semibold">Roles</h3>
      {account.roles.length === 0 && (
        <p className="text-sm text-ink-700">No role: this account can do nothing.</p>
      )}
      <ul className="mt-1 flex flex-wrap gap-2">
        {account.roles.map((r) => (
          <li key={r.id} className="flex items-center gap-1 rounded-full bg-cream py-1 pr-1 pl-3 text-sm">
            <span>
              {ROLE_LABELS[r.role]}
              {r.school ? ` · ${r.school}` : ''}
            </span>
            <button
              type="button"
              disabled={busy}
              className="min-h-9 rounded-full px-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-40"
              aria-label={`Remove ${ROLE_LABELS[r.role]}${r.school ? ` (${r.school})` : ''} from ${name}`}
              onClick={() =>
                onChange({ kind: 'remove', roleId: r.id }, `${ROLE_LABELS[r.role]} removed from ${name}.`)
              }
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        aria-label={`Give ${name} a role`}
        onSubmit={(e) => {
          e.preventDefault();
          onChange(
            { kind: 'give', role, school_id: scoped && school ? Number(school) : null },
            `${ROLE_LABELS[role as keyof typeof ROLE_LABELS]} given to ${name}.`,
          );
        }}
      >
        <div>
          <label htmlFor={`${base}-role`} className="block text-sm font-semibold">
            Role to give
          </label>
          <select
            id={`${base}-role`}
            value={role}
            onChange={(e) => setRole(e.target.value)}
            className={inputClass}
          >
            {BACKOFFICE_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        {scoped && (
          <div>
            <label htmlFor={`${base}-school`} className="block text-sm font-semibold">
              School
            </label>
            <select
              id={`${base}-school`}
              value={school}
              onChange={(e) => setSchool(e.target.value)}
              className={inputClass}
            >
              <option value="">Choose a school</option>
              {schools.data?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <Button type="submit" variant="secondary" disabled={busy}>
          Give role
        </Button>
      </form>
      {!isMe && (
        <div className="mt-3 border-t border-ink-500/10 pt-3">
          {account.disabled_at ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => onChange({ kind: 'enable' }, `${name} can sign in again.`)}
            >
              Enable {name}
            </Button>
          ) : (
            <form
              className="flex flex-wrap items-end gap-3"
              aria-label={`Disable ${name}`}
              onSubmit={(e) => {
                e.preventDefault();
                onChange(
                  { kind: 'disable', reason },
                  `${name} is disabled: their back-office sessions have ended.`,
                );
              }}
            >
              <div className="min-w-64 flex-1">
                <label htmlFor={`${base}-reason`} className="block text-sm font-semibold">
                  Reason for disabling
                </label>
                <input
                  id={`${base}-reason`}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  className={`${inputClass} w-full`}
                />
              </div>
              <Button type="submit" variant="secondary" disabled={busy}>
                Disable account
              </Button>
            </form>
          )}
        </div>
      )}
    </li>
  );
}
