import type { BackofficeSchool } from '@pathscoop/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ApiError, errorLines } from '../../lib/api-client';
import { type SchoolForm, useSaveSchool, useSchools } from './api/schools';
import { card, day, ErrorNote, inputClass, Notice } from './ui';

const EMPTY: SchoolForm = {
  name: '',
  affiliate_code: '',
  code_expires_at: null,
  seat_limit: null,
  mentor_sessions: 2,
  companions: true,
  daily_chat_messages: null,
};

/** The last day a code works: the stored instant is the next midnight (UTC). */
const lastDay = (iso: string | null) =>
  iso ? new Date(Date.parse(iso) - 86_400_000).toISOString().slice(0, 10) : null;

const formOf = (s: BackofficeSchool): SchoolForm => ({
  name: s.name,
  affiliate_code: s.affiliate_code,
  code_expires_at: lastDay(s.code_expires_at),
  seat_limit: s.seat_limit,
  mentor_sessions: s.mentor_sessions,
  companions: s.companions,
  daily_chat_messages: s.daily_chat_messages,
});

/** Schools: affiliate codes with expiry and seat limit, and what their students get. */
export function SchoolsPage({ canWrite }: { canWrite: boolean }) {
  const schools = useSchools();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-ink-900">Schools</h1>
        {canWrite && editing === null && (
          <Button
            onClick={() => {
              setDone(null);
              setEditing('new');
            }}
          >
            Add a school
          </Button>
        )}
      </div>
      {done && <Notice text={done} />}
      {schools.isError && <ErrorNote error={schools.error} />}
      {editing === 'new' && (
        <SchoolEditor
          id={null}
          initial={EMPTY}
          onDone={(text) => {
            setEditing(null);
            if (text) setDone(text);
          }}
        />
      )}
      <ul className="space-y-3">
        {schools.data?.map((s) =>
          editing === s.id ? (
            <li key={s.id}>
              <SchoolEditor
                id={s.id}
                initial={formOf(s)}
                onDone={(text) => {
                  setEditing(null);
                  if (text) setDone(text);
                }}
              />
            </li>
          ) : (
            <li key={s.id} className={card}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="font-semibold">
                    {s.name} · code <span className="font-mono">{s.affiliate_code}</span>
                  </p>
                  <p className="text-sm text-ink-700">
                    Seats: {s.seats_used}
                    {s.seat_limit !== null ? ` of ${s.seat_limit}` : ' (no limit)'} · code{' '}
                    {s.code_expires_at
                      ? `works through ${day(new Date(Date.parse(s.code_expires_at) - 1).toISOString())}`
                      : 'never expires'}
                  </p>
                  <p className="text-sm text-ink-700">
                    Students get {s.mentor_sessions} mentorship session{s.mentor_sessions === 1 ? '' : 's'} a
                    year · {s.companions ? 'AI companions' : 'no AI companions'}
                    {s.companions && s.daily_chat_messages !== null
                      ? ` (${s.daily_chat_messages} messages a day)`
                      : ''}
                  </p>
                </div>
                {canWrite && editing === null && (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setDone(null);
                      setEditing(s.id);
                    }}
                  >
                    Edit {s.name}
                  </Button>
                )}
                {canWrite && (
                  <Link
                    to={`/backoffice/schools/${s.id}/counselors`}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                  >
                    Counselors of {s.name}
                  </Link>
                )}
              </div>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

function SchoolEditor({
  id,
  initial,
  onDone,
}: {
  id: number | null;
  initial: SchoolForm;
  onDone: (message: string | null) => void;
}) {
  const save = useSaveSchool();
  const [form, setForm] = useState<SchoolForm>(initial);
  const base = useId();
  const errors = save.error instanceof ApiError ? save.error.body : {};
  const fieldError = (key: keyof SchoolForm) => {
    const value = (errors as Record<string, unknown>)[key];
    return Array.isArray(value) ? String(value[0]) : undefined;
  };
  const num = (v: string) => (v.trim() === '' ? null : Number(v));
  const field = (key: keyof SchoolForm, label: string, input: React.ReactNode) => (
    <div>
      <label htmlFor={`${base}-${key}`} className="block text-sm font-semibold">
        {label}
      </label>
      {input}
      {fieldError(key) && (
        <p id={`${base}-${key}-error`} className="mt-1 text-sm font-semibold text-brand-700">
          {fieldError(key)}
        </p>
      )}
    </div>
  );
  const described = (key: keyof SchoolForm) => ({
    id: `${base}-${key}`,
    'aria-invalid': fieldError(key) ? true : undefined,
    'aria-describedby': fieldError(key) ? `${base}-${key}-error` : undefined,
  });
  return (
    <form
      className={`${card} space-y-3`}
      aria-label={id === null ? 'New school' : `Edit ${initial.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { id, form },
          { onSuccess: (s) => onDone(id === null ? `${s.name} added.` : `${s.name} saved.`) },
        );
      }}
      noValidate
    >
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {field(
          'name',
          'School name',
          <input
            {...described('name')}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            className={`${inputClass} w-full`}
          />,
        )}
        {field(
          'affiliate_code',
          'Affiliate code',
          <input
            {...described('affiliate_code')}
            value={form.affiliate_code}
            onChange={(e) => setForm({ ...form, affiliate_code: e.target.value })}
            className={`${inputClass} w-full font-mono`}
          />,
        )}
        {field(
          'code_expires_at',
          'Code works through (empty: never expires)',
          <input
            {...described('code_expires_at')}
            type="date"
            value={form.code_expires_at ?? ''}
            onChange={(e) => setForm({ ...form, code_expires_at: e.target.value || null })}
            className={`${inputClass} w-full`}
          />,
        )}
        {field(
          'seat_limit',
          'Seats (student accounts; empty: no limit)',
          <input
            {...described('seat_limit')}
            inputMode="numeric"
            value={form.seat_limit ?? ''}
            onChange={(e) => setForm({ ...form, seat_limit: num(e.target.value) })}
            className={`${inputClass} w-full`}
          />,
        )}
        {field(
          'mentor_sessions',
          'Mentorship sessions a year per student',
          <input
            {...described('mentor_sessions')}
            inputMode="numeric"
            value={form.mentor_sessions}
            onChange={(e) => setForm({ ...form, mentor_sessions: Number(e.target.value) })}
            className={`${inputClass} w-full`}
          />,
        )}
        {field(
          'daily_chat_messages',
          'Companion messages a day (empty: the default)',
          <input
            {...described('daily_chat_messages')}
            inputMode="numeric"
            value={form.daily_chat_messages ?? ''}
            onChange={(e) => setForm({ ...form, daily_chat_messages: num(e.target.value) })}
            className={`${inputClass} w-full`}
          />,
        )}
      </div>
      <div className="flex items-center gap-2">
        <input
          id={`${base}-companions`}
          type="checkbox"
          className="size-5"
          checked={form.companions}
          onChange={(e) => setForm({ ...form, companions: e.target.checked })}
        />
        <label htmlFor={`${base}-companions`} className="font-semibold">
          Students get the AI companions
        </label>
      </div>
      {save.isError && !(save.error instanceof ApiError && save.error.status === 400) && (
        <ErrorNote error={save.error} />
      )}
      {save.isError && save.error instanceof ApiError && save.error.status === 400 && (
        <p role="alert" className="sr-only">
          {errorLines(save.error.body).join(' ')}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {id === null ? 'Add the school' : 'Save'}
        </Button>
        <Button variant="ghost" onClick={() => onDone(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
