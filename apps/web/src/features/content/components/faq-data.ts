import type { FaqAudienceKey, FaqEntry } from '@pathscoop/contracts';

/**
 * FAQ item (spec part 2 §3: id, question, answer; the open flag lives in the accordion state).
 * The entries come from `GET faq/?audience=` (the `faq_entries` table, edited in the back office).
 */
export type FaqItem = FaqEntry;

export type FaqAudience = FaqAudienceKey;

export const FAQ_AUDIENCES: { key: FaqAudience; label: string }[] = [
  { key: 'careerexplorer', label: 'Career Explorer' },
  { key: 'communitypartner', label: 'Community Partner' },
];
