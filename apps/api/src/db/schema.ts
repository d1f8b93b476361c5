/**
 * The database type: the union of every module's tables. Each module declares its own tables in
 * `modules/<domain>/<domain>.tables.ts` and is listed here.
 */
import type { AccountTables } from '../modules/accounts/accounts.tables';
import type { AssessmentTables } from '../modules/assessment/assessment.tables';
import type { CatalogTables } from '../modules/catalog/catalog.tables';
import type { OutboxTables } from '../modules/outbox/outbox.tables';
import type { PaymentTables } from '../modules/payments/payments.tables';
import type { PricingTables } from '../modules/pricing/pricing.tables';
import type { ResultTables } from '../modules/results/results.tables';

export type DB = AccountTables &
  CatalogTables &
  OutboxTables &
  PricingTables &
  PaymentTables &
  AssessmentTables &
  ResultTables;
