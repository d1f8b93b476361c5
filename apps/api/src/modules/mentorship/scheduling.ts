import type { AvailabilityWindow } from './mentorship.tables';

/**
 * Scheduling arithmetic, pure (no I/O): weekly availability in the mentor's time zone, the times
 * it allows, and the deadlines of the loop. Times travel as UTC instants; a time zone only decides
 * which local weekday and clock time an instant falls on.
 */

export const HOUR_MS = 60 * 60 * 1000;
/** Offered times start at least this long after the offer (the student needs time to pick). */
export const MIN_NOTICE_MS = 24 * HOUR_MS;
/** How far ahead times may be offered. */
export const MAX_AHEAD_MS = 60 * 24 * HOUR_MS;
export const SLOT_STEP_MS = 30 * 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local weekday (0 = Sunday) and minute of the day of an instant in a time zone. */
export function localTime(at: Date, timeZone: string): { weekday: number; minute: number } {
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: WEEKDAYS.indexOf(get('weekday')),
    minute: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Whether a session of `minutes` starting at `at` lies inside one of the weekly windows. */
export function fitsAvailability(
  at: Date,
  minutes: number,
  windows: AvailabilityWindow[],
  timeZone: string,
): boolean {
  const { weekday, minute } = localTime(at, timeZone);
  return windows.some(
    (w) => w.weekday === weekday && minute >= toMinutes(w.start) && minute + minutes <= toMinutes(w.end),
  );
}

/** Up to `count` start times from the weekly windows, from `now` + 24 h on, every 30 minutes. */
export function suggestTimes(
  now: Date,
  windows: AvailabilityWindow[],
  timeZone: string,
  minutes: number,
  count = 12,
): Date[] {
  const out: Date[] = [];
  if (!windows.length) return out;
  const first = Math.ceil((now.getTime() + MIN_NOTICE_MS) / SLOT_STEP_MS) * SLOT_STEP_MS;
  for (let t = first; t < now.getTime() + 14 * 24 * HOUR_MS && out.length < count; t += SLOT_STEP_MS) {
    const at = new Date(t);
    if (fitsAvailability(at, minutes, windows, timeZone)) out.push(at);
  }
  return out;
}

/** Why an offered time is refused, or null when it is fine. */
export function offeredTimeProblem(
  at: Date,
  now: Date,
  minutes: number,
  windows: AvailabilityWindow[],
  timeZone: string,
): string | null {
  if (at.getTime() < now.getTime() + MIN_NOTICE_MS) return 'Offer times at least 24 hours from now.';
  if (at.getTime() > now.getTime() + MAX_AHEAD_MS) return 'Offer times within the next 60 days.';
  if (windows.length && !fitsAvailability(at, minutes, windows, timeZone))
    return 'Each time must fall inside your weekly availability.';
  return null;
}

/** The reminders before a scheduled session: 24 h and 1 h before, those still in the future. */
export function reminderTimes(scheduledAt: Date, now: Date): { which: '24h' | '1h'; at: Date }[] {
  return (
    [
      { which: '24h', at: new Date(scheduledAt.getTime() - 24 * HOUR_MS) },
      { which: '1h', at: new Date(scheduledAt.getTime() - HOUR_MS) },
    ] as const
  ).filter((r) => r.at.getTime() > now.getTime());
}

/** A cancellation more than 24 h before the session gives the session back to the student. */
export function cancellationReturnsSession(scheduledAt: Date | null, now: Date): boolean {
  return scheduledAt === null || scheduledAt.getTime() - now.getTime() > 24 * HOUR_MS;
}
