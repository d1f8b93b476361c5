import type { Config } from './config';
import type { Database } from './db/database';
import type { AppCaches } from './lib/app-caches';
import type { AddressLookup } from './modules/address/address.lookup';
import type { MailSender } from './modules/outbox/mail';

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
  /** Injected clock so that expiry rules are testable. */
  now: () => Date;
  /** Address autocomplete; unset means the offline US ZIP dataset (modules/address). */
  address?: AddressLookup;
};
