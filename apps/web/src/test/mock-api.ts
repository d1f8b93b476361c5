import { vi } from 'vitest';

export type MockCall = { method: string; path: string; body: unknown; headers: Record<string, string> };
type Reply = { status?: number; body?: unknown };
type Handler = (call: MockCall) => Reply | Promise<Reply>;

/**
 * Stubs the network (global fetch) with handlers keyed 'METHOD path' (path relative to /api/v1/,
 * e.g. 'POST auth/'). Unhandled calls answer 404. Returns the list of calls made.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: MockCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/api\/v1\//, '') + url.search;
      const method = (init.method ?? 'GET').toUpperCase();
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call = { method, path, body, headers: (init.headers ?? {}) as Record<string, string> };
      calls.push(call);
      const handler = handlers[`${method} ${path}`] ?? handlers[`${method} ${path.split('?')[0]}`];
      const reply = handler ? await handler(call) : { status: 404, body: { detail: 'Not found.' } };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
