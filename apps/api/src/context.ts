import type { Config } from './config';
import type { Database } from './db/database';
import type { AddressLookup } from './modules/address/address.lookup';
import type { MailSender } from './modules/outbox/mail';

/**
 * Everything a route or service needs, passed explicitly (no DI container). External services sit
 * behind small interfaces chosen by config in `createContext`.
 */
export type AppContext = {
  config: Config;
  db: Database;
  mail: MailSender;
  /** Injected clock so that expiry rules are testable. */
  now: () => Date;
  /** Address autocomplete; unset means the offline US ZIP dataset (modules/address). */
  address?: AddressLookup;
};
