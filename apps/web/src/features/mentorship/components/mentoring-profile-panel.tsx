import type { CareerListItem } from '@pathscoop/contracts';
import { type FormEvent, memo, useId, useState } from 'react';
import { AutocompleteField } from '../../../components/ui/autocomplete-field';
import { Button } from '../../../components/ui/button';
import { ApiError, browserTimeZone } from '../../../lib/api-client';
import { searchCareers } from '../../auth/api/search-careers';
import { type MentoringProfile, useMentoringProfile, useUpdateMentoringProfile } from '../api/mentor-profile';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
type Window = MentoringProfile['availability'][number];
const inputClass = 'min-h-11 rounded-xl border border-ink-500/40 px-3';

type Career = { code: string; title: string };

/** Every IANA zone the browser knows (the current one first in the list when missing). */
function timeZoneChoices(current: string): string[] {
  let zones: string[] = [];
  try {
    zones =
      (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ??
      [];
  } catch {
    zones = [];
  }
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/**
 * The time-zone list (about 420 options), memoised: typing in the career search re-renders the
 * panel on every key, and rebuilding this list each time made typing lag on slow phones.
 */
const TimeZoneSelect = memo(function TimeZoneSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (zone: string) => void;
}) {
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={`mt-1 w-full ${inputClass}`}
    >
      {timeZoneChoices(value).map((z) => (
        <option key={z} value={z}>
          {z.replace(/_/g, ' ')}
        </option>
      ))}
    </select>
  );
});

/**
 * A mentor's vetting state, expertise, time zone and weekly availability. Issue 24 #15: careers
 * are picked from the career search (titles, not O*NET codes); a profile never saved starts in
 * the browser's time zone, chosen from a list.
 */
export function MentoringProfilePanel() {
  const profile = useMentoringProfile(true);
  const update = useUpdateMentoringProfile();
  const [timezone, setTimezone] = useState('');
  const [careers, setCareers] = useState<Career[]>([]);
  const [careerQuery, setCareerQuery] = useState('');
  const [windows, setWindows] = useState<Window[]>([]);
  const [day, setDay] = useState(1);
  const [start, setStart] = useState('16:00');
  const [end, setEnd] = useState('18:00');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const ids = { tz: useId(), day: useId(), start: useId(), end: useId() };

  // The form takes the saved profile as it arrives, during the same render (not in an effect):
  // with an effect the first render showed an empty time zone, i.e. the list's first zone, for a
  // moment (and a test read it under load).
  const [shown, setShown] = useState<MentoringProfile | undefined>(undefined);
  if (profile.data && profile.data !== shown) {
    const neverSaved = !profile.data.availability.length && !profile.data.career_codes.length;
    setShown(profile.data);
    setTimezone((neverSaved && browserTimeZone()) || profile.data.timezone);
    setCareers(profile.data.careers);
    setWindows(profile.data.availability);
  }

  if (!profile.data) return null;
  const save = (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    update.mutate(
      {
        timezone,
        availability: windows,
        career_codes: careers.map((c) => c.code),
      },
      {
        onSuccess: () => setMessage({ ok: true, text: 'Saved.' }),
        onError: (err) =>
          setMessage({ ok: false, text: err instanceof ApiError ? err.message : 'Could not save.' }),
      },
    );
  };

  return (
    <section
      aria-labelledby="mentoring-profile-heading"
      className="rounded-[1.75rem] bg-white p-5 ring-1 ring-brand-100 sm:p-6"
    >
      <h2 id="mentoring-profile-heading" className="font-display text-lg font-bold text-ink-900">
        Your mentoring profile
      </h2>
      <p
        className={`mt-2 rounded-2xl p-3 text-sm ${profile.data.vetting_status === 'vetted' ? 'bg-mint-100 text-mint-700' : 'bg-cone-100 text-ink-900'}`}
      >
        {profile.data.status_message}
      </p>
      <form onSubmit={save} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.tz} className="block text-sm font-semibold">
              Time zone
            </label>
            <TimeZoneSelect id={ids.tz} value={timezone} onChange={setTimezone} />
          </div>
          <div>
            <AutocompleteField<CareerListItem>
              label="Careers you know"
              hint="Search by job title and pick up to 10; students who ask about them are matched with you."
              placeholder="e.g. Video Game Designers"
              autoComplete="off"
              value={careerQuery}
              onChange={(e) => setCareerQuery(e.target.value)}
              fetchSuggestions={searchCareers}
              getLabel={(c) => c.title}
              minChars={3}
              emptyText="No career with that name in our list."
              onSelectSuggestion={(c) => {
                setCareerQuery('');
                if (!careers.some((k) => k.code === c.code) && careers.length < 10)
                  setCareers([...careers, { code: c.code, title: c.title }]);
              }}
            />
            {/* A group of chips, not a list: session lists on the same page are found by their items. */}
            <fieldset
              aria-label="Careers you know"
              className="m-0 mt-2 flex min-w-0 flex-wrap gap-2 border-0 p-0"
            >
              {careers.map((c) => (
                <span
                  key={c.code}
                  className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-ink-900"
                >
                  {c.title}
                  <button
                    type="button"
                    onClick={() => setCareers(careers.filter((k) => k.code !== c.code))}
                    className="flex min-h-9 min-w-9 items-center justify-center rounded-full font-bold text-brand-700 hover:bg-brand-100"
                    aria-label={`Remove ${c.title}`}
                  >
                    ×
                  </button>
                </span>
              ))}
              {!careers.length && <span className="text-sm text-ink-700">None yet.</span>}
            </fieldset>
          </div>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold">Weekly availability</legend>
          <ul className="mt-2 space-y-1">
            {windows.map((w, i) => (
              <li key={`${w.weekday}-${w.start}-${w.end}`} className="flex items-center gap-2 text-sm">
                {DAYS[w.weekday]} {w.start}–{w.end}
                <button
                  type="button"
                  onClick={() => setWindows(windows.filter((_, j) => j !== i))}
                  className="min-h-11 px-2 font-semibold text-brand-700 underline"
                  aria-label={`Remove ${DAYS[w.weekday]} ${w.start} to ${w.end}`}
                >
                  Remove
                </button>
              </li>
            ))}
            {!windows.length && <li className="text-sm text-ink-700">No times yet.</li>}
          </ul>
          <div className="mt-2 flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor={ids.day} className="block text-xs font-semibold">
                Day
              </label>
              <select
                id={ids.day}
                value={day}
                onChange={(e) => setDay(Number(e.target.value))}
                className={inputClass}
              >
                {DAYS.map((d, i) => (
                  <option key={d} value={i}>
                    {d}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={ids.start} className="block text-xs font-semibold">
                From
              </label>
              <input
                id={ids.start}
                type="time"
                value={start}
                onChange={(e) => setStart(e.target.value)}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor={ids.end} className="block text-xs font-semibold">
                To
              </label>
              <input
                id={ids.end}
                type="time"
                value={end}
                onChange={(e) => setEnd(e.target.value)}
                className={inputClass}
              />
            </div>
            <Button
              variant="secondary"
              onClick={() => start < end && setWindows([...windows, { weekday: day, start, end }])}
            >
              Add time
            </Button>
          </div>
        </fieldset>
        <Button type="submit" disabled={update.isPending}>
          Save mentoring profile
        </Button>
        {message && (
          <p
            role={message.ok ? 'status' : 'alert'}
            className={`text-sm font-semibold ${message.ok ? 'text-mint-700' : 'text-brand-700'}`}
          >
            {message.text}
          </p>
        )}
      </form>
    </section>
  );
}
