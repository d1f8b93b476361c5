import type { Migration } from 'kysely';
import * as m0001 from './0001_accounts';

/**
 * Every migration, in order. Add a new file `NNNN_name.ts` and list it here; never edit one that
 * has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
};
