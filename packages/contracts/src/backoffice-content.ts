import { z } from 'zod';
import { integer, text } from './input';
import { RESOURCE_KINDS } from './member';
import { USER_REVIEW_AUDIENCES } from './reference';

/**
 * The back office's Content (issue 20, docs/backoffice.md "Content"): testimonials and stories
 * (what `user-reviews/` serves) and school resources (Picks For You, Great Finds). Each has a
 * draft state: created unpublished, previewed, then published or unpublished.
 */

const trimmed = (max: number, required: string) =>
  text(max, { error: required, maxError: `Keep it under ${max} characters.` })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, required));

const optionalText = (max: number, multiline = false) =>
  text(max, { maxError: `Keep it under ${max} characters.`, multiline }).transform((s) => s.trim());

export const CONTENT_PAGE_SIZE = 20;

export const contentListQuerySchema = z.object({
  page: integer(z.number().int().min(1, 'Invalid page.').max(100_000, 'Invalid page.')).default(1),
  status: z.enum(['all', 'published', 'draft'], { error: 'Choose all, published or draft.' }).default('all'),
});

// ---- testimonials and stories ----------------------------------------------------------------

export const backofficeTestimonialSchema = z.object({
  id: z.number().int(),
  audience: z.enum(USER_REVIEW_AUDIENCES),
  name: z.string(),
  title: z.string(),
  review: z.string(),
  quote: z.string(),
  age: z.number().int().nullable(),
  career_path: z.string(),
  image: z.string().nullable(),
  position: z.number().int(),
  published: z.boolean(),
  updated_at: z.string().nullable(),
});
export type BackofficeTestimonial = z.infer<typeof backofficeTestimonialSchema>;

export const backofficeTestimonialPageSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  results: z.array(backofficeTestimonialSchema),
});

export const testimonialListQuerySchema = contentListQuerySchema.extend({
  audience: z
    .enum(USER_REVIEW_AUDIENCES, { error: 'Choose home (testimonials), student or parent (stories).' })
    .optional(),
});

const testimonialFields = {
  audience: z.enum(USER_REVIEW_AUDIENCES, {
    error: 'Choose where it appears: home, student story or parent story.',
  }),
  name: trimmed(120, 'Enter the name of the person quoted.'),
  title: optionalText(160),
  review: text(4000, {
    error: 'Enter what they said.',
    multiline: true,
    maxError: 'Keep it under 4000 characters.',
  })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Enter what they said.')),
  quote: optionalText(300),
  age: integer(
    z.number().int().min(10, 'Enter an age from 10 to 99.').max(99, 'Enter an age from 10 to 99.'),
  ).nullable(),
  career_path: optionalText(160),
  position: integer(
    z
      .number()
      .int()
      .min(-1_000_000, 'Enter a position from -1000000 to 1000000.')
      .max(1_000_000, 'Enter a position from -1000000 to 1000000.'),
  ),
};
/** POST backoffice/testimonials/ (created as a draft). */
export const testimonialInputSchema = z.object({
  ...testimonialFields,
  audience: testimonialFields.audience.default('home'),
  title: testimonialFields.title.default(''),
  quote: testimonialFields.quote.default(''),
  age: testimonialFields.age.default(null),
  career_path: testimonialFields.career_path.default(''),
  position: testimonialFields.position.optional(),
});
/** PATCH backoffice/testimonials/{id}/: only the fields sent change. */
export const testimonialPatchSchema = z.object(testimonialFields).partial();
export type TestimonialInput = z.input<typeof testimonialInputSchema>;

// ---- school resources ------------------------------------------------------------------------

/** A video link: an https:// address or one of our own files under /media/. */
const videoLink = z
  .string({ error: 'Enter a video link.' })
  .trim()
  .refine(
    (v) => /^\/media\/[A-Za-z0-9._/-]+$/.test(v) || /^https:\/\/[^\s<>"']+$/.test(v),
    'Enter an https:// link or a /media/ path.',
  );

export const backofficeResourceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RESOURCE_KINDS),
  school_id: z.number().int().nullable(),
  school_name: z.string().nullable(),
  title: z.string(),
  subtitle: z.string(),
  thumbnail: z.string().nullable(),
  /** Sanitised HTML, as stored and as members get it. */
  body: z.string(),
  video: z.string().nullable(),
  position: z.number().int(),
  published: z.boolean(),
  updated_at: z.string().nullable(),
});
export type BackofficeResource = z.infer<typeof backofficeResourceSchema>;

export const backofficeResourcePageSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  results: z.array(backofficeResourceSchema),
});

export const resourceListQuerySchema = contentListQuerySchema.extend({
  kind: z.enum(RESOURCE_KINDS, { error: 'Choose picks or finds.' }).optional(),
});

/** Some visible text outside the HTML tags (one pass: a tag-stripping regex is quadratic on '<<<<'). */
function hasTextOutsideTags(html: string): boolean {
  let inTag = false;
  for (const ch of html) {
    if (inTag) inTag = ch !== '>';
    else if (ch === '<') inTag = true;
    else if (ch.trim() !== '') return true;
  }
  return false;
}

const resourceFields = {
  kind: z.enum(RESOURCE_KINDS, { error: 'Choose Picks For You or Great Finds.' }),
  /** null: for every member. */
  school_id: integer(
    z.number().int().min(1, 'Choose a school.').max(2_147_483_647, 'Choose a school.'),
  ).nullable(),
  title: trimmed(200, 'Enter a title.'),
  subtitle: optionalText(300),
  body: text(50_000, { multiline: true, maxError: 'Keep the text under 50,000 characters.' }).refine(
    hasTextOutsideTags,
    'Write the text of the resource.',
  ),
  video: videoLink.nullable(),
  position: integer(
    z
      .number()
      .int()
      .min(-2_000_000_000, 'Enter a smaller position.')
      .max(2_000_000_000, 'Enter a smaller position.'),
  ),
};
/** POST backoffice/resources/ (created as a draft). */
export const resourceInputSchema = z.object({
  ...resourceFields,
  kind: resourceFields.kind.default('picks'),
  school_id: resourceFields.school_id.default(null),
  subtitle: resourceFields.subtitle.default(''),
  video: resourceFields.video.default(null),
  position: resourceFields.position.optional(),
});
/** PATCH backoffice/resources/{id}/: only the fields sent change. */
export const resourcePatchSchema = z.object(resourceFields).partial();
export type ResourceInput = z.input<typeof resourceInputSchema>;

/** The thumbnail the resource card shows: 16:10, re-encoded by the profile-photo pipeline. */
export const RESOURCE_THUMBNAIL = { width: 768, height: 480 } as const;
