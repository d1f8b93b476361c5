import { seedDemoSchool } from '../modules/accounts/accounts.seed';
import { seedScenarios } from '../modules/assessment/assessment.seed';
import { seedCompanions } from '../modules/companions/companions.seed';
import { seedPricingPlans } from '../modules/pricing/pricing.seed';
import { seedReferenceLists } from '../modules/reference/reference.seed';
import { seedStories } from '../modules/reference/stories.seed';
import { seedSchoolResources } from '../modules/resources/resources.seed';
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
  await seedScenarios(db);
  await seedCompanions(db);
  await seedSchoolResources(db);
  await seedStories(db);
}
