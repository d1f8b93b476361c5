import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorLines, firstErrorMessage, startEarlyGet } from './api-client';
import { authStorage } from './auth-storage';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let calls: { url: string; auth?: string; body?: string }[] = [];
function serve(handler: Handler) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init: RequestInit = {}) => {
      const url = String(input);
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({ url, auth: headers.Authorization, body: init.body as string | undefined });
      return handler(url, init);
    }),
  );
}

beforeEach(() => authStorage.setTokens('old-access', 'old-refresh'));
afterEach(() => vi.unstubAllGlobals());

describe('api client: transparent refresh on 401', () => {
  it('refreshes once and retries with the new access token', async () => {
    serve((url, init) => {
      if (url.endsWith('/auth/refresh/')) return json(200, { access: 'new-access', refresh: 'new-refresh' });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new-access' ? json(200, { ok: true }) : json(401, { detail: 'expired' });
    });
    await expect(api.get('profile/')).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.url.replace(/^.*\/api\/v1\//, ''))).toEqual([
      'profile/',
      'auth/refresh/',
      'profile/',
    ]);
    expect(JSON.parse(calls[1].body!)).toEqual({ refresh: 'old-refresh' });
    expect(authStorage.getAccess()).toBe('new-access');
    expect(authStorage.getRefresh()).toBe('new-refresh');
  });

  it('concurrent 401s share a single refresh', async () => {
    serve((url, init) => {
      if (url.endsWith('/auth/refresh/')) return json(200, { access: 'new-access', refresh: 'new-refresh' });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new-access' ? json(200, { url }) : json(401, { detail: 'expired' });
    });
    await Promise.all([api.get('a/'), api.get('b/'), api.get('c/')]);
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh/'))).toHaveLength(1);
  });

  it('signs the user out when the refresh is refused', async () => {
    authStorage.setUser({
      id: 1,
      email: 'a@b.co',
      first_name: 'A',
      last_name: 'B',
      role: 'Student',
      pricing_plan: null,
      affiliate_code: null,
      school: null,
      image: null,
    });
    serve((url) =>
      url.endsWith('/auth/refresh/') ? json(401, { detail: 'revoked' }) : json(401, { detail: 'expired' }),
    );
    await expect(api.get('profile/')).rejects.toBeInstanceOf(ApiError);
    expect(authStorage.getAccess()).toBeNull();
    expect(authStorage.getRefresh()).toBeNull();
    expect(authStorage.getUser()).toBeNull();
  });

  it('does not refresh when no token was sent (e.g. wrong credentials at sign-in)', async () => {
    localStorage.clear();
    serve(() => json(401, { detail: 'No active account found with the given credentials' }));
    await expect(api.post('auth/', { email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      status: 401,
      message: 'No active account found with the given credentials',
    });
    expect(calls).toHaveLength(1);
  });
});

describe('error body helpers', () => {
  it('firstErrorMessage takes detail, msg or the first field message', () => {
    expect(firstErrorMessage({ email: ['Taken.'], phone: ['Bad.'] })).toBe('Taken.');
    expect(firstErrorMessage({ status: 'error', msg: 'No user' })).toBe('No user');
    expect(firstErrorMessage({ detail: 'Nope' })).toBe('Nope');
  });
  it('errorLines prefixes field names', () => {
    expect(errorLines({ email: ['Taken.'], detail: 'x' })).toEqual(['email: Taken.', 'x']);
  });
});

describe('api client: a GET started early (main.tsx, for the first page)', () => {
  afterEach(() => vi.useRealTimers());

  it('is taken once by the same GET: one request, the same answer', async () => {
    let n = 0;
    serve(() => json(200, { n: ++n }));
    startEarlyGet('scenarios/');
    await expect(api.get('scenarios/')).resolves.toEqual({ n: 1 });
    await expect(api.get('scenarios/')).resolves.toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('is not taken by a GET with a query, nor by another path', async () => {
    let n = 0;
    serve(() => json(200, { n: ++n }));
    startEarlyGet('result/');
    await expect(api.get('result/', { page: 2 })).resolves.toEqual({ n: 2 });
    await expect(api.get('profile/')).resolves.toEqual({ n: 3 });
    await expect(api.get('result/')).resolves.toEqual({ n: 1 });
  });

  it('hands its error to the page that takes it, and is not used once stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    serve(() => json(403, { detail: 'No plan' }));
    startEarlyGet('result/');
    await expect(api.get('result/')).rejects.toBeInstanceOf(ApiError);

    let n = 0;
    serve(() => json(200, { n: ++n }));
    startEarlyGet('scenarios/');
    vi.setSystemTime(Date.now() + 16_000);
    await expect(api.get('scenarios/')).resolves.toEqual({ n: 2 });
  });
});
