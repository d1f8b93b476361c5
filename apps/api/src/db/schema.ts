/**
 * The database type: the union of every module's tables. Each module declares its own tables in
 * `modules/<domain>/<domain>.tables.ts` and is listed here.
 */
import type { AccountTables } from '../modules/accounts/accounts.tables';
import type { AssessmentTables } from '../modules/assessment/assessment.tables';
import type { BackofficeTables } from '../modules/backoffice/backoffice.tables';
import type { CatalogTables } from '../modules/catalog/catalog.tables';
import type { CompanionTables } from '../modules/companions/companions.tables';
import type { CounselorTables } from '../modules/counselors/counselors.tables';
import type { ExplorationTables } from '../modules/exploration/exploration.tables';
import type { IdempotencyTables } from '../modules/idempotency/idempotency.tables';
import type { InvitationTables } from '../modules/invitations/invitations.tables';
import type { JobTables } from '../modules/jobs/jobs.tables';
import type { MentorshipTables } from '../modules/mentorship/mentorship.tables';
import type { OutboxTables } from '../modules/outbox/outbox.tables';
import type { ParentTables } from '../modules/parents/parents.tables';
import type { PaymentTables } from '../modules/payments/payments.tables';
import type { PricingTables } from '../modules/pricing/pricing.tables';
import type { AnonymisedPaymentTables } from '../modules/privacy/privacy.tables';
import type { ResourceTables } from '../modules/resources/resources.tables';
import type { ResultTables } from '../modules/results/results.tables';
import type { SubscriptionTables } from '../modules/subscriptions/subscriptions.tables';

export type DB = AccountTables &
  CatalogTables &
  OutboxTables &
  PricingTables &
  PaymentTables &
  AssessmentTables &
  ResultTables &
  ExplorationTables &
  CompanionTables &
  MentorshipTables &
  JobTables &
  BackofficeTables &
  InvitationTables &
  SubscriptionTables &
  ResourceTables &
  AnonymisedPaymentTables &
  CounselorTables &
  ParentTables &
  IdempotencyTables;
