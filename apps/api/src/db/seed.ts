import type { Database } from './database';

/**
 * Reference data every installation needs (tags, industries, the demo school, testimonials …).
 * Idempotent: runs at every start and in the test template database.
 */
export async function seedReferenceData(_db: Database): Promise<void> {
  // Modules add their seeders here.
}
