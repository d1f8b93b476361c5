import { randomUUID } from 'node:crypto';

// Letters, digits, '.', '_' and '-', at most 64: what proxies and tracing tools send (UUIDs, hex
// trace ids), and nothing that could forge a log line or bloat every log entry and answer.
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request id: the client's X-Request-Id when it is well-formed, else a fresh UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && CLIENT_REQUEST_ID.test(header) ? header : randomUUID();
}
