import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

export type ErrorBody = { detail: string } | Record<string, string[] | string>;

/** The one error type the services throw. `body` is sent as is (DRF style). */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: ErrorBody,
    public readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
    this.name = 'AppError';
  }
}

export const badRequest = (field: string, message: string) => new AppError(400, { [field]: [message] });
export const fieldErrors = (errors: Record<string, string[]>) => new AppError(400, errors);
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new AppError(401, { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new AppError(403, { detail });
export const notFound = (detail = 'Not found.') => new AppError(404, { detail });
export const tooManyRequests = (retryAfterSeconds: number, detail?: string) =>
  new AppError(
    429,
    { detail: detail ?? `Request was throttled. Expected available in ${retryAfterSeconds} seconds.` },
    { 'Retry-After': String(retryAfterSeconds) },
  );

type Issue = { path?: PropertyKey[]; instancePath?: string; message?: string };

/** Zod issues → `{"field": ["message"]}`; issues at the root go under `non_field_errors`. */
export function issuesToFieldErrors(issues: Issue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const key = path.length ? String(path[0]) : 'non_field_errors';
    const message = issue.message ?? 'Invalid value.';
    out[key] ??= [];
    if (!out[key].includes(message)) out[key].push(message);
  }
  return out;
}

/** Content-type parser failures: the body is not JSON (or carries a forbidden `__proto__` key). */
const isBodyParseError = (error: FastifyError) =>
  error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
  error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
  (error instanceof SyntaxError && error.statusCode === 400);

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Error bodies are built here in the DRF shapes; they are sent as plain JSON, not through the
    // route's response schema (a route's 400 schema describes its validation answer, and a parse
    // error that did not fit it used to become a 500).
    reply.serializer(JSON.stringify);
    if (isBodyParseError(error)) {
      return reply.status(400).send({ detail: 'JSON parse error - the request body is not valid JSON.' });
    }
    if (error instanceof AppError) {
      return reply.status(error.status).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path:
          (v.params as { issue?: { path?: PropertyKey[] } })?.issue?.path ??
          v.instancePath.split('/').filter(Boolean),
        message: v.message,
      }));
      return reply.status(400).send(issuesToFieldErrors(issues));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ detail: 'A server error occurred.' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const retry = String(reply.getHeader('retry-after') ?? 60);
      return reply.status(429).header('Retry-After', retry).send({ detail: error.message });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ detail: 'A server error occurred.' });
    }
    return reply.status(status).send({ detail: error.message });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ detail: 'Not found.' });
  });
}
