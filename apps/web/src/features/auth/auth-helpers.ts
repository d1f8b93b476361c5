import { ApiError } from '../../lib/api-client';

export const NETWORK_ERROR = 'We could not reach Pathscoop. Check your connection and try again.';

/** Every value of a DRF-style error body, one per message ('Login Failed.' lists these). */
export function errorValues(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [NETWORK_ERROR];
  const lines: string[] = [];
  for (const [key, value] of Object.entries(error.body)) {
    if (key === 'status') continue;
    for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string') lines.push(v);
  }
  return lines.length ? lines : [error.message];
}

/** Per field, its first message as 'field: message' ('Sign up Failed.'); detail/non_field_errors as is. */
export function fieldErrorLines(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [NETWORK_ERROR];
  const lines: string[] = [];
  for (const [key, value] of Object.entries(error.body)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first !== 'string' || key === 'status') continue;
    lines.push(key === 'detail' || key === 'non_field_errors' || key === 'msg' ? first : `${key}: ${first}`);
  }
  return lines.length ? lines : [error.message];
}

/** The first value of the error body ('Whoops! Our server had a misstep! {error}'). */
export function firstErrorValue(error: unknown): string {
  return errorValues(error)[0] ?? NETWORK_ERROR;
}

/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeRedirect(value: string | null, fallback = '/profile'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
