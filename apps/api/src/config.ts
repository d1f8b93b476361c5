import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root (apps/api/src/config.ts → ../../..; apps/api/dist/server.js → ../../..). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
  ),
  /**
   * Fleet settings (issue 22, docs/deployment.md). DATABASE_DIRECT_URL: a session connection to the
   * same database for what needs one (the change feed's LISTEN, migrations) when DATABASE_URL goes
   * through a transaction-mode pooler; DATABASE_POOLER=pgbouncer then sends no named prepared
   * statements and no startup options (set jit/statement_timeout on the role or database instead).
   */
  DATABASE_DIRECT_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
  ),
  DATABASE_POOLER: z.enum(['none', 'pgbouncer']).default('none'),
  /** Longest a single SQL statement of the app may run (ms; 0: no limit). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /** Connections per process in the app's pool. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * On SIGTERM, how long (ms) the process keeps serving, unready and closing each keep-alive
   * connection after its answer, before it stops listening: the time a proxy or an orchestrator
   * needs to stop sending it requests (docs/deployment.md "Graceful shutdown").
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Worker processes (node:cluster) serving one port; 1: this process serves. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  DATA_DIR: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Pathscoop <no-reply@pathscoop.local>'),
  ONET_DIR: optionalString,
  /** BLS OEWS wages and LLM-exposure directories; default: siblings of ONET_DIR (catalog import). */
  BLS_OEWS_DIR: optionalString,
  AI_EXPOSURE_DIR: optionalString,
  /**
   * Issue 24 #10: with no ONET_DIR, the first start downloads the public releases (URLs and hash
   * pins: CATALOG_ONET_URL, CATALOG_OEWS_URL, CATALOG_EXPOSURE_URL, CATALOG_*_SHA256, read by the
   * catalogue download itself). `false` turns the download off.
   */
  CATALOG_DOWNLOAD: z
    .string()
    .optional()
    .transform((v) => !(v === 'false' || v === '0')),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === undefined)
        ctx.addIssue({
          code: 'custom',
          message:
            "must be false, true (proxies on this machine), a number of proxy hops, or proxy addresses/CIDRs separated by commas ('loopback', 'uniquelocal' and 'linklocal' name ranges)",
        });
      return parsed ?? false;
    }),
  RATE_LIMIT_DISABLED: z
    .string()
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  WEB_DIST_DIR: optionalString,
  // Payments (docs/payments.md). Unset STRIPE_SECRET_KEY: the embedded sandbox checkout.
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
  PAYMENTS_SANDBOX: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v === 'true' || v === '1')),
  // Texts to parents: Twilio when all three are set, else the outbox (/dev/outbox).
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  TWILIO_API_BASE: optionalString.pipe(z.url().optional()),
  // AI text service (docs/ai.md). Neither AI_BASE_URL nor AI_API_KEY set: the grounded offline generator.
  AI_BASE_URL: optionalString.pipe(z.url().optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  // On by default (it only applies with a provider configured); AI_MODERATION=false turns it off.
  AI_MODERATION: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? true : v === 'true' || v === '1')),
  AI_MODERATION_MODEL: optionalString,
  // Companions (docs/companions.md): days a flagged chat exchange is kept for operators' review.
  CHAT_FLAG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  // Mentorship (docs/mentorship.md). {room} in the template becomes a unique room name per session.
  MEETING_URL_TEMPLATE: z
    .string()
    .default('https://meet.jit.si/pathscoop-{room}')
    .refine(
      (v) => v.includes('{room}') && /^https:\/\//.test(v),
      'must be an https:// URL containing {room}',
    ),
  SAFEGUARDING_EMAIL: z.email().default('safeguarding@pathscoop.local'),
  MENTOR_MAX_UNANSWERED: z.coerce.number().int().min(1).max(50).default(3),
  MENTOR_RESPONSE_HOURS: z.coerce.number().int().min(2).max(240).default(48),
  MENTOR_SESSION_MINUTES: z.coerce.number().int().min(15).max(180).default(45),
  // Back office (docs/backoffice.md): minutes without a back-office request before the second
  // factor must be entered again.
  BACKOFFICE_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  JOBS_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  // Uploads (docs/uploads.md): DATA_DIR/uploads unless S3_BUCKET is set (any S3-compatible service).
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .string()
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/**
 * TRUST_PROXY (issue 24 #3): which proxies' X-Forwarded-For/-Proto to believe. `true` used to be
 * Fastify's `trustProxy: true`, which takes the leftmost X-Forwarded-For, written by the client.
 * Now: `true` = the proxies on this machine ('loopback'); a number n = the n nearest hops whatever
 * their address (only when nothing else can reach the server); or addresses/CIDRs/range names.
 * The client is then the first untrusted address counted from the right. undefined: invalid.
 */
export type TrustProxy = false | number | string[];
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return ['loopback'];
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const valid = (entry: string) => {
    if (PROXY_NAMES.has(entry)) return true;
    const [address = '', bits, ...rest] = entry.split('/');
    if (rest.length || isIP(address) === 0) return false;
    if (bits === undefined) return true;
    const max = isIP(address) === 4 ? 32 : 128;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
  };
  return list.length && list.every(valid) ? list : undefined;
}

export type Env = z.infer<typeof envSchema>;

export type Config = Omit<
  Env,
  'PUBLIC_URL' | 'DATA_DIR' | 'JWT_SECRET' | 'ONET_DIR' | 'WEB_DIST_DIR' | 'PAYMENTS_SANDBOX'
> & {
  /** The embedded checkout sandbox may serve payment links (Stripe unset; off in production unless set). */
  PAYMENTS_SANDBOX: boolean;
  PUBLIC_URL: string;
  DATA_DIR: string;
  JWT_SECRET: string;
  ONET_DIR: string;
  WEB_DIST_DIR: string;
  isProduction: boolean;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads or creates the development JWT secret kept in DATA_DIR (never used in production). */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The one place that reads process.env. Fails with a readable list of every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push(`${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.JWT_SECRET) problems.push('JWT_SECRET: required when NODE_ENV=production');
  if (isProduction && !e.DATABASE_URL) problems.push('DATABASE_URL: required when NODE_ENV=production');
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
    problems.push('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  const twilio = {
    TWILIO_ACCOUNT_SID: e.TWILIO_ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: e.TWILIO_AUTH_TOKEN,
    TWILIO_FROM: e.TWILIO_FROM,
  };
  if (Object.values(twilio).some(Boolean))
    for (const [name, value] of Object.entries(twilio))
      if (!value) problems.push(`${name}: required when any TWILIO_* variable is set`);
  if (problems.length) throw new ConfigError(problems);
  const dataDir = resolve(e.DATA_DIR ?? join(REPO_ROOT, '.data'));
  return {
    ...e,
    isProduction,
    PUBLIC_URL: withoutTrailingSlashes(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    DATA_DIR: dataDir,
    JWT_SECRET: e.JWT_SECRET ?? developmentSecret(dataDir),
    ONET_DIR: resolve(e.ONET_DIR ?? join(REPO_ROOT, '../shared/data/onet-29.3')),
    WEB_DIST_DIR: resolve(e.WEB_DIST_DIR ?? join(REPO_ROOT, 'apps/web/dist')),
    PAYMENTS_SANDBOX: e.PAYMENTS_SANDBOX ?? !isProduction,
  };
}

/** 'http://host/' → 'http://host' (a loop: the regex /\/+$/ is quadratic on long runs of '/'). */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}
