import { authStorage } from './auth-storage';

export const API_BASE = '/api/v1/';
export const EMPTY_RESPONSE_MESSAGE = 'Incorrect response format, the server might be unavailable';

/** A non-2xx answer: `body` is the DRF-style error body (`{detail}` or `{field: [msg]}`). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: Record<string, unknown>,
  ) {
    super(firstErrorMessage(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
  get detail(): string | undefined {
    return typeof this.body.detail === 'string' ? this.body.detail : undefined;
  }
}

/** The first message of a DRF error body: `detail`, `msg`, or the first field's first message. */
export function firstErrorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  if (typeof b.detail === 'string') return b.detail;
  if (typeof b.msg === 'string') return b.msg;
  for (const value of Object.values(b)) {
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return undefined;
}

/** Every error message of a body as 'field: message' lines (detail/non_field_errors without prefix). */
export function errorLines(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const lines: string[] = [];
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const messages = Array.isArray(value) ? value : [value];
    for (const m of messages) {
      if (typeof m !== 'string') continue;
      lines.push(key === 'detail' || key === 'non_field_errors' || key === 'msg' ? m : `${key}: ${m}`);
    }
  }
  return lines;
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
};

let refreshing: Promise<boolean> | null = null;

async function refreshAccess(): Promise<boolean> {
  const refresh = authStorage.getRefresh();
  if (!refresh) return false;
  const res = await fetch(`${API_BASE}auth/refresh/`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  if (!res.ok) return false;
  const data = (await res.json()) as { access?: string; refresh?: string };
  if (!data.access || !data.refresh) return false;
  // Signed out (or signed in as someone else) while refreshing: do not resurrect the old session.
  if (authStorage.getRefresh() !== refresh) return false;
  authStorage.setTokens(data.access, data.refresh);
  return true;
}

/**
 * The API client: JSON, credentials, Bearer token when stored. On a 401 the access token is
 * refreshed once (concurrent callers share one refresh); a failed refresh signs the user out.
 */
/** The browser's IANA time zone ('America/Chicago'), or null when the browser does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}, retried = false): Promise<T> {
  const url = new URL(path.startsWith('/') ? path : `${API_BASE}${path}`, window.location.origin);
  for (const [k, v] of Object.entries(options.query ?? {}))
    if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = {};
  const access = authStorage.getAccess();
  if (access) headers.Authorization = `Bearer ${access}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  // Issue 24 #11: writes carry the browser's time zone; mentorship mail shows times in it.
  if ((options.method ?? 'GET') !== 'GET') {
    const zone = browserTimeZone();
    if (zone) headers['X-Time-Zone'] = zone;
  }
  const res = await fetch(url, {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers,
    signal: options.signal,
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
  });
  if (res.status === 401 && access && !retried) {
    // Another request already rotated the tokens while this one was in flight: just retry.
    if (authStorage.getAccess() !== access && authStorage.getAccess())
      return apiRequest<T>(path, options, true);
    // Concurrent callers share one refresh. A network failure rejects (the user stays signed in).
    refreshing ??= refreshAccess().finally(() => {
      refreshing = null;
    });
    if (await refreshing) return apiRequest<T>(path, options, true);
    // Only sign out if nobody signed in again meanwhile.
    if (authStorage.getAccess() === access) authStorage.clear();
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok)
    throw new ApiError(res.status, (data as Record<string, unknown>) ?? { detail: res.statusText });
  if (data === undefined) throw new Error(EMPTY_RESPONSE_MESSAGE);
  return data as T;
}

/**
 * GETs started before the app renders (`startEarlyGet`, from main.tsx for the first page's data):
 * the page's own `api.get` of the same path takes the answer instead of asking again. Each is
 * taken once, and only while it is fresh (a page opened later asks the server itself).
 */
const early = new Map<string, { startedAt: number; answer: Promise<unknown> }>();
const EARLY_FRESH_MS = 15_000;

export function startEarlyGet(path: string): void {
  const answer = apiRequest<unknown>(path);
  answer.catch(() => {}); // the page that takes it handles the error; nobody may take it at all
  early.set(path, { startedAt: Date.now(), answer });
}

/** An answer the page's HTML already carries (a server data block): the first GET takes it. */
export function provideEarlyAnswer(path: string, data: unknown): void {
  early.set(path, { startedAt: Date.now(), answer: Promise.resolve(data) });
}

function takeEarlyGet(path: string): Promise<unknown> | undefined {
  const entry = early.get(path);
  early.delete(path);
  return entry && Date.now() - entry.startedAt < EARLY_FRESH_MS ? entry.answer : undefined;
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query']) =>
    ((query === undefined ? takeEarlyGet(path) : undefined) as Promise<T> | undefined) ??
    apiRequest<T>(path, { query }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
