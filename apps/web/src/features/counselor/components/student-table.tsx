import { type COHORT_ORDERINGS, type CohortFilter, GRADE_LABELS } from '@pathscoop/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { downloadStudentsCsv } from '../api/export-students-csv';
import { useCohortStudents } from '../api/get-cohort-students';
import { card, inputClass } from './styles';

type Ordering = (typeof COHORT_ORDERINGS)[number];
const SORTABLE: { key: 'name' | 'grade' | 'last_activity' | 'assessment_date'; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'grade', label: 'Grade' },
  { key: 'last_activity', label: 'Last activity' },
  { key: 'assessment_date', label: 'Assessment' },
];
const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—';
const gradeLabel = (g: string | null) =>
  g && g in GRADE_LABELS ? GRADE_LABELS[g as keyof typeof GRADE_LABELS] : '—';

/** The cohort's students: search, sort by a column, page; CSV of the same list. */
export function StudentTable({ filter }: { filter: CohortFilter }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [ordering, setOrdering] = useState<Ordering>('name');
  const [page, setPage] = useState(1);
  const query = { ...filter, search: search.trim() || undefined, ordering, page, per_page: 20 };
  const list = useCohortStudents(query, true);
  const [exportError, setExportError] = useState<string | null>(null);
  const sortBy = (key: (typeof SORTABLE)[number]['key']) => {
    setPage(1);
    setOrdering(ordering === key ? (`-${key}` as Ordering) : (key as Ordering));
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / 20)) : 1;
  return (
    <section aria-labelledby={`${id}-h`} className={card}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-h`} className="font-display text-xl font-bold">
          Students {list.data ? <span className="text-ink-700">({list.data.count})</span> : null}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col">
            <label htmlFor={`${id}-s`} className="font-semibold">
              Search by name
            </label>
            <input
              id={`${id}-s`}
              type="search"
              className={inputClass}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          </div>
          <Button
            variant="secondary"
            onClick={() => {
              setExportError(null);
              downloadStudentsCsv({ ...filter, search: search.trim() || undefined, ordering }).catch(
                (e: Error) => setExportError(e.message),
              );
            }}
          >
            Export CSV
          </Button>
        </div>
      </div>
      {exportError && (
        <p role="alert" className="mt-2 font-semibold text-brand-700">
          {exportError}
        </p>
      )}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[760px] border-collapse text-left">
          <caption className="sr-only">
            Students of your school, sorted by {ordering.replace('-', '')}
          </caption>
          <thead>
            <tr className="border-b border-ink-500/30">
              {SORTABLE.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className="py-2 pr-3"
                  aria-sort={
                    ordering === c.key ? 'ascending' : ordering === `-${c.key}` ? 'descending' : 'none'
                  }
                >
                  <button
                    type="button"
                    className="min-h-11 font-semibold underline-offset-2 hover:underline"
                    onClick={() => sortBy(c.key)}
                  >
                    {c.label}
                  </button>
                </th>
              ))}
              <th scope="col" className="py-2 pr-3">
                Top three careers
              </th>
              <th scope="col" className="py-2 pr-3">
                Saved
              </th>
              <th scope="col" className="py-2">
                Sessions
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data?.results.map((s) => (
              <tr key={s.id} className="border-b border-ink-500/10 align-top">
                <td className="py-2 pr-3">
                  <Link to={`/counselor/students/${s.id}`} className="font-semibold text-brand-700 underline">
                    {s.first_name} {s.last_name}
                  </Link>
                </td>
                <td className="py-2 pr-3">{gradeLabel(s.grade)}</td>
                <td className="py-2 pr-3">{day(s.last_activity)}</td>
                <td className="py-2 pr-3">{day(s.assessment_date)}</td>
                <td className="py-2 pr-3">{s.top_careers.map((c) => c.title).join(', ') || '—'}</td>
                <td className="py-2 pr-3">{s.saved_careers.map((c) => c.title).join(', ') || '—'}</td>
                <td className="py-2">
                  {s.sessions_requested} asked, {s.sessions_held} held
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.data && !list.data.results.length && <p className="py-4 text-ink-700">No student matches.</p>}
      </div>
      <nav aria-label="Student pages" className="mt-3 flex items-center gap-3">
        <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {pages}
        </span>
        <Button variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </nav>
    </section>
  );
}
