/**
 * The FAQ as it was before it moved into the database (issue 20: `faq_entries`, seeded word for
 * word by migration 0190, edited in the back office). Kept only for tests: the API checks its seed
 * against this text, the web's tests serve it as the API would. No app code imports it.
 */
import type { FaqAudience, FaqItem } from './faq-data';
export declare const FAQS: Record<FaqAudience, FaqItem[]>;
