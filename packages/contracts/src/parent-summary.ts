import { z } from 'zod';

/**
 * The parent progress summary (docs/parents.md): a plan that includes it ("Parent progress summary
 * by e-mail") sends the parent or guardian on file a short monthly e-mail about the student's
 * progress. The student sees exactly what is sent, can turn it off and can send one now.
 */
export const PARENT_SUMMARY_MESSAGES = {
  notIncluded: 'The parent progress summary comes with the Sundae and Milkshake plans.',
  noGuardian: 'Add a parent or guardian first: the summary goes to the address on file.',
  turnedOff: 'The parent progress summary is turned off. Turn it on to send one.',
  tooSoon: 'A summary was sent in the last 24 hours. You can send the next one tomorrow.',
  sent: 'We sent your parent or guardian a progress summary.',
  on: 'Your parent or guardian will get a progress summary once a month.',
  off: 'Your parent or guardian will not get progress summaries.',
  enabledRequired: 'Say whether the summary is on (true) or off (false).',
} as const;

/** PUT parent_summary/ */
export const parentSummarySettingsSchema = z.object({
  enabled: z.boolean({ error: PARENT_SUMMARY_MESSAGES.enabledRequired }),
});
export type ParentSummarySettings = z.infer<typeof parentSummarySettingsSchema>;

/** GET parent_summary/: whether it is included and on, when, and the text that would be sent now. */
export const parentSummaryViewSchema = z.object({
  /** The student's plan includes it. */
  included: z.boolean(),
  /** A parent or guardian is on file. */
  has_guardian: z.boolean(),
  enabled: z.boolean(),
  last_sent_at: z.string().nullable(),
  /** When the next monthly summary goes out (null when it won't: not included, off or no guardian). */
  next_at: z.string().nullable(),
  /** The e-mail as it would be sent now: subject and paragraphs (no chat text, no contact details). */
  preview: z.object({ subject: z.string(), lines: z.array(z.string()) }),
});
export type ParentSummaryView = z.infer<typeof parentSummaryViewSchema>;
