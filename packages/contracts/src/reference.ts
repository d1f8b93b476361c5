import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';
import { text } from './input';

/** GET tags/ — mentor tags, in display order. */
export const tagSchema = z.object({ id: z.number().int(), name: z.string() });
export const tagListSchema = z.array(tagSchema);
export type Tag = z.infer<typeof tagSchema>;

/** GET industries/ — the mentor sign-up industry select (first one preselected). */
export const industrySchema = z.object({ id: z.number().int(), name: z.string() });
export const industryListSchema = z.array(industrySchema);
export type Industry = z.infer<typeof industrySchema>;

/** GET user-reviews/?page=&per_page=3 — home testimonials (quotes). `image` is a URL path or null. */
export const userReviewSchema = z.object({
  id: z.number().int(),
  image: z.string().nullable(),
  name: z.string(),
  title: z.string(),
  review: z.string(),
  /** Stories (`audience=student|parent`): the age and career path of a student, a short quote. */
  age: z.number().int().nullable().optional(),
  career_path: z.string().optional(),
  quote: z.string().optional(),
});
export type UserReview = z.infer<typeof userReviewSchema>;
export const userReviewPageSchema = pageOf(userReviewSchema);
export type UserReviewPage = z.infer<typeof userReviewPageSchema>;
export const USER_REVIEW_AUDIENCES = ['home', 'student', 'parent'] as const;
/** `audience`: home testimonials (default), or the students' or parents' stories. */
export const userReviewQuerySchema = pageQuerySchema.extend({
  audience: z.enum(USER_REVIEW_AUDIENCES, { error: 'Choose home, student or parent.' }).default('home'),
});

/** GET address/autocomplete/?q= — offline US ZIP/city suggestions (or a places adapter later). */
export const addressSuggestionSchema = z.object({
  formatted_address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
export const addressSuggestionListSchema = z.array(addressSuggestionSchema);
export const addressQuerySchema = z.object({
  q: text(100, { error: 'This field is required.' }).trim().min(2, 'Type at least 2 characters.'),
});
