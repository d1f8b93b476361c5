import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { type MentoringProfile, useMentoringProfile, useUpdateMentoringProfile } from '../api/mentor-profile';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
type Window = MentoringProfile['availability'][number];
const inputClass = 'min-h-11 rounded-xl border border-ink-500/40 px-3';

/** A mentor's vetting state, expertise (career codes), time zone and weekly availability. */
export function MentoringProfilePanel() {
  const profile = useMentoringProfile(true);
  const update = useUpdateMentoringProfile();
  const [timezone, setTimezone] = useState('');
  const [careers, setCareers] = useState('');
  const [windows, setWindows] = useState<Window[]>([]);
  const [day, setDay] = useState(1);
  const [start, setStart] = useState('16:00');
  const [end, setEnd] = useState('18:00');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const ids = { tz: useId(), careers: useId(), day: useId(), start: useId(), end: useId() };

  useEffect(() => {
    if (!profile.data) return;
    setTimezone(profile.data.timezone);
    setCareers(profile.data.career_codes.join(', '));
    setWindows(profile.data.availability);
  }, [profile.data]);

  if (!profile.data) return null;
  const save = (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    update.mutate(
      {
        timezone,
        availability: windows,
        career_codes: careers.split(/[\s,]+/).filter(Boolean),
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
            <input
              id={ids.tz}
              value={timezone}
              onChange={(e) => setTimezone(e.target.value)}
              className={`mt-1 w-full ${inputClass}`}
            />
          </div>
          <div>
            <label htmlFor={ids.careers} className="block text-sm font-semibold">
              Careers you know (O*NET codes, comma-separated)
            </label>
            <input
              id={ids.careers}
              value={careers}
              onChange={(e) => setCareers(e.target.value)}
              className={`mt-1 w-full ${inputClass}`}
            />
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
