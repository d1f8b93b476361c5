import { type ReactNode, useId } from 'react';
import { Button } from '../../components/ui/button';
import { inputClass } from './ui';

/**
 * The scaffolding of the back office's list pages (members, payments, accounts, audit): a search
 * form with its filters and actions, a status select, and a table with its empty message.
 */

/** A search box with Search; `filters` stand between the box and Search, `actions` after it. */
export function SearchBar({
  label,
  value,
  onChange,
  onSearch,
  filters,
  actions,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  onSearch: () => void;
  filters?: ReactNode;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <search>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch();
        }}
      >
        <div className="min-w-64 flex-1">
          <label htmlFor={id} className="block text-sm font-semibold">
            {label}
          </label>
          <input
            id={id}
            type="search"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className={`${inputClass} w-full`}
          />
        </div>
        {filters}
        <Button type="submit">Search</Button>
        {actions}
      </form>
    </search>
  );
}

/** A "Status" select whose first choice is "All" (the empty value). */
export function StatusSelect<T extends string>({
  value,
  options,
  onChange,
}: {
  value: T | '';
  options: Record<T, string>;
  onChange: (v: T | '') => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        Status
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as T | '')}
        className={inputClass}
      >
        <option value="">All</option>
        {(Object.entries(options) as [T, string][]).map(([k, v]) => (
          <option key={k} value={k}>
            {v}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A table of results with a hidden caption, column headings, and `empty` when there are no rows. */
export function ResultsTable({
  caption,
  headings,
  empty,
  children,
}: {
  caption: string;
  headings: string[];
  /** What to say when nothing matches; null while there are rows. */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-3xl bg-white ring-1 ring-brand-100">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink-500/20">
          <tr>
            {headings.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {empty !== null && <p className="p-4 text-ink-700">{empty}</p>}
    </div>
  );
}
