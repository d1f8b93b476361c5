import { z } from 'zod';
import { integer, text } from './input';

/**
 * The FAQ and the Scoop's preset questions as content (issue 20 Content, docs/backoffice.md
 * "FAQ" and "Scoop preset questions"): public `faq/`, back-office editing of both.
 */

const trimmed = (max: number, required: string) =>
  text(max, { error: required, maxError: `Keep it under ${max} characters.` })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, required));

export const FAQ_AUDIENCE_KEYS = ['careerexplorer', 'communitypartner'] as const;
export type FaqAudienceKey = (typeof FAQ_AUDIENCE_KEYS)[number];

const audience = z.enum(FAQ_AUDIENCE_KEYS, { error: 'Choose Career Explorer or Community Partner.' });

// ---- public: GET faq/?audience= ---------------------------------------------------------------

export const faqQuerySchema = z.object({ audience: audience.default('careerexplorer') });

/** One FAQ entry as members get it (spec part 2 §3: id, question, answer; the open flag is UI state). */
export const faqItemSchema = z.object({
  /** The entry's place in the published list (1, 2, …): odd ids fill the first column, even the second. */
  id: z.number().int(),
  question: z.string(),
  /** Paragraphs of plain text. */
  answer: z.array(z.string()),
});
export type FaqEntry = z.infer<typeof faqItemSchema>;

export const faqListSchema = z.object({ audience, results: z.array(faqItemSchema) });
export type FaqList = z.infer<typeof faqListSchema>;

/** The stored answer (paragraphs separated by a blank line) as paragraphs. */
export function faqParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

// ---- back office: FAQ --------------------------------------------------------------------------

const position = integer(
  z
    .number()
    .int()
    .min(-1_000_000, 'Enter a position from -1000000 to 1000000.')
    .max(1_000_000, 'Enter a position from -1000000 to 1000000.'),
);

export const backofficeFaqSchema = z.object({
  id: z.number().int(),
  audience,
  question: z.string(),
  /** Plain text; a blank line starts a new paragraph. */
  answer: z.string(),
  position: z.number().int(),
  published: z.boolean(),
  updated_at: z.string().nullable(),
});
export type BackofficeFaq = z.infer<typeof backofficeFaqSchema>;

export const backofficeFaqListSchema = z.object({ results: z.array(backofficeFaqSchema) });

export const faqListQuerySchema = z.object({
  audience: audience.optional(),
  status: z.enum(['all', 'published', 'draft'], { error: 'Choose all, published or draft.' }).default('all'),
});

const faqFields = {
  audience,
  question: trimmed(300, 'Enter the question.'),
  answer: text(5000, {
    error: 'Enter the answer.',
    multiline: true,
    maxError: 'Keep the answer under 5000 characters.',
  })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Enter the answer.')),
  position,
};
/** POST backoffice/faq/ (created as a draft). */
export const faqInputSchema = z.object({
  ...faqFields,
  audience: faqFields.audience.default('careerexplorer'),
  position: faqFields.position.optional(),
});
/** PATCH backoffice/faq/{id}/: only the fields sent change. */
export const faqPatchSchema = z.object(faqFields).partial();
export type FaqInput = z.input<typeof faqInputSchema>;

// ---- back office: Scoop preset questions ---------------------------------------------------------

/** The seeded presets' stable kinds: each has its own offline answer template; custom presets have none. */
export const SCOOP_PRESET_KINDS = ['day', 'pay', 'path', 'likes', 'ai', 'outlook'] as const;
export type ScoopPresetKind = (typeof SCOOP_PRESET_KINDS)[number];

export const backofficeScoopPresetSchema = z.object({
  id: z.number().int(),
  /** null for a preset added in the back office (answered by the AI, offline by a generic writer). */
  kind: z.enum(SCOOP_PRESET_KINDS).nullable(),
  question: z.string(),
  ordering: z.number().int(),
  published: z.boolean(),
  /** Goes up with each change of the question's text: answers written for an older text are not shown. */
  revision: z.number().int(),
  updated_at: z.string().nullable(),
});
export type BackofficeScoopPreset = z.infer<typeof backofficeScoopPresetSchema>;

export const backofficeScoopPresetListSchema = z.object({ results: z.array(backofficeScoopPresetSchema) });

const presetFields = {
  question: trimmed(200, 'Enter the question.').refine(
    (s) => !/[<>]/.test(s),
    'Write the question as plain text, without < or >.',
  ),
  ordering: integer(
    z.number().int().min(1, 'Enter an order from 1 to 99.').max(99, 'Enter an order from 1 to 99.'),
  ),
};
/** POST backoffice/scoop-presets/ (created as a draft). */
export const scoopPresetInputSchema = z.object({
  ...presetFields,
  ordering: presetFields.ordering.optional(),
});
/** PATCH backoffice/scoop-presets/{id}/. */
export const scoopPresetPatchSchema = z.object(presetFields).partial();
export type ScoopPresetInput = z.input<typeof scoopPresetInputSchema>;
