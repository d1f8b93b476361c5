import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { downloadMembersCsv, type MemberFilters, useMembers } from './api/members';
import { ResultsTable, SearchBar, StatusSelect } from './list-ui';
import { day, ErrorNote, Pager } from './ui';

/** Members: search by name, e-mail, school or id; status filter; CSV export of the same filter. */
export function MembersPage({ canExport }: { canExport: boolean }) {
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<MemberFilters>({ q: '', status: '', page: 1 });
  const members = useMembers(filters);
  const [exportError, setExportError] = useState<unknown>(null);
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold text-ink-900">Members</h1>
      <SearchBar
        label="Name, e-mail, school or account number"
        value={draft}
        onChange={setDraft}
        onSearch={() => setFilters({ ...filters, q: draft, page: 1 })}
        filters={
          <StatusSelect
            value={filters.status}
            options={{ active: 'Active', deactivated: 'Deactivated' }}
            onChange={(status) => setFilters({ ...filters, status, page: 1 })}
          />
        }
        actions={
          canExport && (
            <Button
              variant="secondary"
              onClick={() => {
                setExportError(null);
                downloadMembersCsv(filters).catch(setExportError);
              }}
            >
              Export CSV
            </Button>
          )
        }
      />
      {exportError ? <ErrorNote error={exportError} /> : null}
      {members.isError && <ErrorNote error={members.error} />}
      {members.data && (
        <>
          <ResultsTable
            caption="Members found"
            headings={['Name', 'E-mail', 'Role', 'School', 'Plan', 'Joined', 'Status']}
            empty={members.data.results.length === 0 ? 'No member matches.' : null}
          >
            {members.data.results.map((m) => (
              <tr key={m.id} className="border-b border-ink-500/10 last:border-0">
                <td className="px-3 py-2">
                  <Link to={`/backoffice/members/${m.id}`} className="font-semibold text-brand-700 underline">
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
          </ResultsTable>
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
