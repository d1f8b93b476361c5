import { dateFormatter } from '../../../lib/date-format';

/** Dates in the viewer's own time zone (the browser's), with the zone name shown. */
const dateTime = dateFormatter({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const date = dateFormatter({ dateStyle: 'medium' });
export const formatDateTime = (iso: string) => dateTime(new Date(iso));
export const formatDate = (iso: string) => date(new Date(iso));

export const STATUS_TEXT: Record<string, string> = {
  requested: 'Finding you a mentor',
  matched: 'Waiting for the mentor to accept',
  accepted: 'Mentor accepted; times coming soon',
  offered: 'Times offered: pick one',
  scheduled: 'Booked',
  held: 'Held',
  cancelled: 'Cancelled',
};

export const MENTOR_STATUS_TEXT: Record<string, string> = {
  ...STATUS_TEXT,
  matched: 'New request: accept or decline',
  accepted: 'Accepted: offer some times',
  offered: 'Waiting for the student to pick a time',
};
