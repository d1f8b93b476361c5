import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { downloadMembersCsv, type MemberFilters, useMembers } from './api/members';
import { day, ErrorNote, inputClass, Pager } from './ui';

/** Members: search by name, e-mail, school or id; status filter; CSV export of the same filter. */
export function MembersPage({ canExport }: { canExport: boolean }) {
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<MemberFilters>({ q: '', status: '', page: 1 });
  const members = useMembers(filters);
  const [exportError, setExportError] = useState<unknown>(null);
  const searchId = useId();
  const statusId = useId();
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold text-ink-900">Members</h1>
      <search>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            setFilters({ ...filters, q: draft, page: 1 });
          }}
        >
          <div className="min-w-64 flex-1">
            <label htmlFor={searchId} className="block text-sm font-semibold">
              Name, e-mail, school or account number
            </label>
            <input
              id={searchId}
              type="search"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              className={`${inputClass} w-full`}
            />
          </div>
          <div>
            <label htmlFor={statusId} className="block text-sm font-semibold">
              Status
            </label>
            <select
              id={statusId}
              value={filters.status}
              onChange={(e) =>
                setFilters({ ...filters, status: e.target.value as MemberFilters['status'], page: 1 })
              }
              className={inputClass}
            >
              <option value="">All</option>
              <option value="active">Active</option>
              <option value="deactivated">Deactivated</option>
            </select>
          </div>
          <Button type="submit">Search</Button>
          {canExport && (
            <Button
              variant="secondary"
              onClick={() => {
                setExportError(null);
                downloadMembersCsv(filters).catch(setExportError);
              }}
            >
              Export CSV
            </Button>
          )}
        </form>
      </search>
      {exportError ? <ErrorNote error={exportError} /> : null}
      {members.isError && <ErrorNote error={members.error} />}
      {members.data && (
        <>
          <div className="overflow-x-auto rounded-3xl bg-white ring-1 ring-brand-100">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Members found</caption>
              <thead className="border-b border-ink-500/20">
                <tr>
                  {['Name', 'E-mail', 'Role', 'School', 'Plan', 'Joined', 'Status'].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {members.data.results.map((m) => (
                  <tr key={m.id} className="border-b border-ink-500/10 last:border-0">
                    <td className="px-3 py-2">
                      <Link
                        to={`/backoffice/members/${m.id}`}
                        className="font-semibold text-brand-700 underline"
                      >
                        {m.first_name} {m.last_name}
                      </Link>
                    </td>
                    <td className="px-3 py-2 break-all">{m.email}</td>
                    <td className="px-3 py-2">{m.role === 'Mentor' ? 'Mentor' : 'Student'}</td>
                    <td className="px-3 py-2">{m.school ?? '—'}</td>
                    <td className="px-3 py-2">
                      {m.plan ?? '—'}
                      {m.plan_expires_at ? ` (to ${day(m.plan_expires_at)})` : ''}
                    </td>
                    <td className="px-3 py-2">{day(m.created_at)}</td>
                    <td className="px-3 py-2">
                      {m.deactivated_at ? 'Deactivated' : m.email_verified ? 'Active' : 'Not verified'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {members.data.results.length === 0 && <p className="p-4 text-ink-700">No member matches.</p>}
          </div>
          <Pager
            page={filters.page}
            count={members.data.count}
            perPage={members.data.per_page}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </>
      )}
    </div>
  );
}
