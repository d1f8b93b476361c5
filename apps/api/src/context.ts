import type { Config } from './config';
import type { Database } from './db/database';
import type { AppCaches } from './lib/app-caches';
import type { AddressLookup } from './modules/address/address.lookup';
import type { AiTextService } from './modules/ai/ai.types';
import type { MailSender } from './modules/outbox/mail';
import type { FileStorage } from './modules/storage/storage';

/**
 * Everything a route or service needs, passed explicitly (no DI container). External services sit
 * behind small interfaces chosen by config in `createContext`.
 */
export type AppContext = {
  config: Config;
  db: Database;
  /** Per-process caches kept coherent by the change feed (lib/app-caches.ts); inert without one. */
  cache: AppCaches;
  mail: MailSender;
  /** The AI text service (modules/ai): OpenAI-compatible API or the grounded offline default. */
  ai: AiTextService;
  /** Injected clock so that expiry rules are testable. */
  now: () => Date;
  /** Address autocomplete; unset means the offline US ZIP dataset (modules/address). */
  address?: AddressLookup;
  /** Uploads; unset means the one config chooses (DATA_DIR/uploads or S3_BUCKET), modules/storage. */
  storage?: FileStorage;
  /** Readiness (GET /api/health/ready): warmed up and not draining. */
  lifecycle: Lifecycle;
};

export type Lifecycle = { ready: boolean; draining: boolean };
