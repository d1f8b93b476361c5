/**
 * Issue 24 #11: every mail and .ics shows times in the recipient's own time zone, named. A
 * member's zone is, in order: the one their browser reported (users.time_zone, kept when they
 * book or pick a time), the main zone of their address's U.S. state, else UTC (still named).
 * Mentors use the time zone of their mentoring profile.
 */
import { isValidTimeZone } from './scheduling';

/** The zone most of each state's people live in (split states: the larger part). */
export const US_STATE_TIME_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
  GU: 'Pacific/Guam',
  VI: 'America/St_Thomas',
  AS: 'Pacific/Pago_Pago',
  MP: 'Pacific/Saipan',
};

/** A member's zone: browser-reported, else from the state, else UTC. */
export function memberTimeZone(user: { time_zone?: string | null; state?: string | null }): string {
  if (user.time_zone && isValidTimeZone(user.time_zone)) return user.time_zone;
  const state = user.state?.trim().toUpperCase();
  return (state && US_STATE_TIME_ZONES[state]) || 'UTC';
}

/** A browser-reported zone worth keeping: a valid IANA name of reasonable length, else null. */
export function acceptedTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(value))
    return null;
  return isValidTimeZone(value) ? value : null;
}

/** "Friday, March 6, 2026 at 12:30 PM EST (America/New_York)": the zone's abbreviation and its name. */
export function formatInZone(at: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
  return timeZone === 'UTC' ? text : `${text} (${timeZone.replace(/_/g, ' ')})`;
}
