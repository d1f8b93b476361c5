import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { type AuditFilters, useAudit } from './api/audit';
import { ResultsTable } from './list-ui';
import { ErrorNote, inputClass, Pager, when } from './ui';

const EMPTY: AuditFilters = {
  action: '',
  target_type: '',
  target_id: '',
  actor_id: '',
  from: '',
  to: '',
  page: 1,
};
const FIELDS: [keyof Omit<AuditFilters, 'page'>, string, string][] = [
  ['action', 'Action', 'text'],
  ['target_type', 'Object type', 'text'],
  ['target_id', 'Object id', 'text'],
  ['actor_id', 'Done by (account number)', 'text'],
  ['from', 'From', 'date'],
  ['to', 'To', 'date'],
];

const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v, null, 1));

/** The audit trail: read-only, newest first, with filters. */
export function AuditPage() {
  const [draft, setDraft] = useState<AuditFilters>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const audit = useAudit(filters);
  const base = useId();
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold text-ink-900">Audit trail</h1>
      <p className="text-ink-700">
        Every change made in the back office. Entries cannot be edited or deleted.
      </p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ ...draft, page: 1 });
        }}
      >
        {FIELDS.map(([key, label, type]) => (
          <div key={key}>
            <label htmlFor={`${base}-${key}`} className="block text-sm font-semibold">
              {label}
            </label>
            <input
              id={`${base}-${key}`}
              type={type}
              value={draft[key]}
              onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
              className={`${inputClass} w-44`}
            />
          </div>
        ))}
        <Button type="submit">Filter</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(EMPTY);
            setFilters(EMPTY);
          }}
        >
          Clear
        </Button>
      </form>
      {audit.isError && <ErrorNote error={audit.error} />}
      {audit.data && (
        <>
          <ResultsTable
            caption="Audit entries"
            headings={['When', 'Who', 'Action', 'Object', 'Before', 'After', 'Request']}
            empty={audit.data.results.length === 0 ? 'Nothing matches.' : null}
          >
            {audit.data.results.map((a) => (
              <tr key={a.id} className="border-b border-ink-500/10 align-top last:border-0">
                <td className="px-3 py-2 whitespace-nowrap">{when(a.created_at)}</td>
                <td className="px-3 py-2 break-all">
                  {a.actor ?? (a.actor_id === null ? 'system' : `#${a.actor_id}`)}
                </td>
                <td className="px-3 py-2 font-semibold">{a.action}</td>
                <td className="px-3 py-2">
                  {a.target_type} {a.target_id}
                </td>
                <td className="max-w-56 px-3 py-2">
                  <pre className="text-xs whitespace-pre-wrap break-all">{json(a.before)}</pre>
                </td>
                <td className="max-w-56 px-3 py-2">
                  <pre className="text-xs whitespace-pre-wrap break-all">{json(a.after)}</pre>
                </td>
                <td className="px-3 py-2 text-xs break-all">{a.request_id ?? '—'}</td>
              </tr>
            ))}
          </ResultsTable>
          <Pager
            page={filters.page}
            count={audit.data.count}
            perPage={audit.data.per_page}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </>
      )}
    </div>
  );
}
