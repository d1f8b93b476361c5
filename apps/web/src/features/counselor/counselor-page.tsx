import {
  type CohortFilter,
  type CohortSummary,
  FUNNEL_LABELS,
  FUNNEL_STEPS,
  GRADE_CODES,
  GRADE_LABELS,
} from '@pathscoop/contracts';
import { useId, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useCohortSummary } from './api/get-cohort-summary';
import { useCounselorMe } from './api/get-counselor-me';
import { useSendNudges } from './api/send-nudges';
import { BarChart } from './components/bar-chart';
import { PicksPanel } from './components/picks-panel';
import { SecondFactorGate } from './components/second-factor-gate';
import { StudentTable } from './components/student-table';
import { card, inputClass } from './components/styles';

const money = (n: number | null) => (n === null ? '—' : `$${n.toLocaleString('en-US')}`);

/**
 * /counselor: the school counselor's dashboard (issue 21, docs/counselors.md), a lazy chunk
 * students never download. Every figure comes from the server, which answers only about the
 * counselor's own school.
 */
export function Component() {
  return (
    <SecondFactorGate>
      <Dashboard />
    </SecondFactorGate>
  );
}

function Dashboard() {
  const me = useCounselorMe();
  const [filter, setFilter] = useState<CohortFilter>({});
  const summary = useCohortSummary(filter, me.isSuccess);
  if (me.isPending)
    return (
      <p role="status" className="p-8">
        Loading your school…
      </p>
    );
  if (me.isError)
    return (
      <main className="mx-auto max-w-xl p-8 text-center">
        <h1 className="font-display text-2xl font-bold">Counselors only</h1>
        <p className="mt-2 text-ink-700">
          {me.error instanceof ApiError ? me.error.message : 'Something went wrong.'}
        </p>
      </main>
    );
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <header>
        <p className="font-semibold text-brand-700">Counselor dashboard</p>
        <h1 className="font-display text-3xl font-bold text-ink-900">{me.data.school.name}</h1>
      </header>
      <Filters filter={filter} onChange={setFilter} />
      {summary.data ? (
        <Figures s={summary.data} filter={filter} />
      ) : (
        <p role="status">Counting your students…</p>
      )}
      <StudentTable filter={filter} />
      <PicksPanel schoolName={me.data.school.name} />
    </main>
  );
}

function Filters({ filter, onChange }: { filter: CohortFilter; onChange: (f: CohortFilter) => void }) {
  const id = useId();
  const set = (patch: Partial<CohortFilter>) => {
    const next = { ...filter, ...patch };
    for (const k of Object.keys(next) as (keyof CohortFilter)[])
      if (next[k] === undefined || next[k] === '') delete next[k];
    onChange(next);
  };
  return (
    <section aria-labelledby={`${id}-h`} className={`${card} flex flex-wrap items-end gap-4`}>
      <h2 id={`${id}-h`} className="sr-only">
        Filters
      </h2>
      <div className="flex flex-col">
        <label htmlFor={`${id}-g`} className="font-semibold">
          Grade
        </label>
        <select
          id={`${id}-g`}
          className={inputClass}
          value={filter.grade ?? ''}
          onChange={(e) => set({ grade: (e.target.value || undefined) as CohortFilter['grade'] })}
        >
          <option value="">All grades</option>
          {GRADE_CODES.map((g) => (
            <option key={g} value={g}>
              {GRADE_LABELS[g]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col">
        <label htmlFor={`${id}-y`} className="font-semibold">
          Graduation year
        </label>
        <input
          id={`${id}-y`}
          className={`${inputClass} w-32`}
          inputMode="numeric"
          value={filter.graduation_year ?? ''}
          onChange={(e) => {
            const y = Number(e.target.value);
            set({ graduation_year: e.target.value.length === 4 && y >= 2000 && y <= 2100 ? y : undefined });
          }}
        />
      </div>
      <div className="flex flex-col">
        <label htmlFor={`${id}-f`} className="font-semibold">
          Joined from
        </label>
        <input
          id={`${id}-f`}
          type="date"
          className={inputClass}
          value={filter.from ?? ''}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
      </div>
      <div className="flex flex-col">
        <label htmlFor={`${id}-t`} className="font-semibold">
          Joined until
        </label>
        <input
          id={`${id}-t`}
          type="date"
          className={inputClass}
          value={filter.to ?? ''}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </div>
    </section>
  );
}

function Figures({ s, filter }: { s: CohortSummary; filter: CohortFilter }) {
  const nudge = useSendNudges();
  const total = s.funnel.signed_up;
  const unfinished = s.funnel.signed_up - s.funnel.assessment_finished;
  return (
    <>
      <section aria-labelledby="cohort-codes" className={card}>
        <h2 id="cohort-codes" className="font-display text-xl font-bold">
          Your codes
        </h2>
        <ul className="mt-2 flex flex-wrap gap-3">
          {s.codes.map((c) => (
            <li key={c.code} className="rounded-2xl bg-brand-50 px-4 py-2">
              <strong>{c.code}</strong>: {c.students} student{c.students === 1 ? '' : 's'}
              {c.seat_limit !== null ? ` of ${c.seat_limit} seats` : ''}
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="cohort-funnel" className={card}>
          <h2 id="cohort-funnel" className="font-display text-xl font-bold">
            Progress
          </h2>
          <BarChart
            title="Students at each step"
            total={total}
            bars={FUNNEL_STEPS.map((step) => ({ label: FUNNEL_LABELS[step], value: s.funnel[step] }))}
          />
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <button
              type="button"
              className="min-h-11 rounded-full border-2 border-brand-600 px-5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
              disabled={nudge.isPending || unfinished === 0}
              onClick={() => nudge.mutate(filter)}
            >
              Remind the {unfinished} who have not finished
            </button>
            {nudge.isSuccess && (
              <p role="status" className="font-semibold text-mint-700">
                Sent {nudge.data.sent} reminder{nudge.data.sent === 1 ? '' : 's'}
                {nudge.data.skipped ? ` (${nudge.data.skipped} not due, unverified or unsubscribed)` : ''}.
              </p>
            )}
            {nudge.error instanceof ApiError && (
              <p role="alert" className="font-semibold text-brand-700">
                {nudge.error.message}
              </p>
            )}
          </div>
        </section>
        <section aria-labelledby="cohort-types" className={card}>
          <h2 id="cohort-types" className="font-display text-xl font-bold">
            First interest types
          </h2>
          <BarChart
            title="Students by first interest type"
            total={s.funnel.assessment_finished}
            bars={s.interest_types.map((t) => ({ label: t.type, value: t.students }))}
          />
        </section>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <CareerList title="Most common in top 10s" id="cohort-top10" data={s.top10} />
        <CareerList title="Most often saved" id="cohort-saved" data={s.saved} />
      </div>
      <section aria-labelledby="cohort-wages" className={card}>
        <h2 id="cohort-wages" className="font-display text-xl font-bold">
          Saved careers against the whole catalogue
        </h2>
        <dl className="mt-2 grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="font-semibold">Median wage</dt>
            <dd>
              Saved: <strong>{money(s.wages.saved_median)}</strong> · Catalogue:{' '}
              {money(s.wages.catalogue_median)}
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Typical education (median)</dt>
            <dd>
              Saved: <strong>{s.education.saved_median ?? '—'}</strong> · Catalogue:{' '}
              {s.education.catalogue_median ?? '—'}
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}

function CareerList({ title, id, data }: { title: string; id: string; data: CohortSummary['top10'] }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="font-display text-xl font-bold">
        {title}
      </h2>
      <h3 className="mt-3 font-semibold">Career families</h3>
      <ol className="mt-1 list-decimal pl-6">
        {data.families.slice(0, 5).map((f) => (
          <li key={f.code}>
            {f.title} <span className="text-ink-700">({f.students})</span>
          </li>
        ))}
      </ol>
      <h3 className="mt-3 font-semibold">Careers</h3>
      <ol className="mt-1 list-decimal pl-6">
        {data.careers.slice(0, 5).map((c) => (
          <li key={c.code}>
            {c.title} <span className="text-ink-700">({c.students})</span>
          </li>
        ))}
      </ol>
      {!data.careers.length && <p className="text-ink-700">Nothing yet.</p>}
    </section>
  );
}
