import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
  ),
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
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => v === 'true' || v === '1'),
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
});

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
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    DATA_DIR: dataDir,
    JWT_SECRET: e.JWT_SECRET ?? developmentSecret(dataDir),
    ONET_DIR: resolve(e.ONET_DIR ?? join(REPO_ROOT, '../shared/data/onet-29.3')),
    WEB_DIST_DIR: resolve(e.WEB_DIST_DIR ?? join(REPO_ROOT, 'apps/web/dist')),
    PAYMENTS_SANDBOX: e.PAYMENTS_SANDBOX ?? !isProduction,
  };
}
