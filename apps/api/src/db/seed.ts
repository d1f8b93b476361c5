import { seedPricingPlans } from '../modules/pricing/pricing.seed';
import { seedDemoSchool } from '../modules/accounts/accounts.seed';
import { seedReferenceLists } from '../modules/reference/reference.seed';
import type { Database } from './database';

/**
 * Reference data every installation needs (tags, industries, the demo school, testimonials …).
 * Idempotent: runs at every start and in the test template database.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  // Modules add their seeders here.
  await seedReferenceLists(db);
  await seedDemoSchool(db);
  await seedPricingPlans(db);
}
