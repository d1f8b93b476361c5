import { seedPricingPlans } from '../modules/pricing/pricing.seed';
import type { Database } from './database';

/**
 * Reference data every installation needs (tags, industries, the demo school, testimonials …).
 * Idempotent: runs at every start and in the test template database.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  // Modules add their seeders here.
  await seedPricingPlans(db);
}
