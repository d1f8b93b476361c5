import type { Migration } from 'kysely';
import * as m0001 from './0001_accounts';
import * as m0010 from './0010_catalog';
import * as m0020 from './0020_pricing_plans';
import * as m0021 from './0021_assessment';
import * as m0030 from './0030_payments';
import * as m0040 from './0040_change_notifications';

/**
 * Every migration, in order. Add a new file `NNNN_name.ts` and list it here; never edit one that
 * has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_accounts': m0001,
  '0010_catalog': m0010,
  '0020_pricing_plans': m0020,
  '0021_assessment': m0021,
  '0030_payments': m0030,
  '0040_change_notifications': m0040,
};
