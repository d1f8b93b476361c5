import { z } from 'zod';

export const tagSchema = z.object({ id: z.number().int(), name: z.string() });
export const industrySchema = z.object({ id: z.number().int(), name: z.string() });

export const userReviewSchema = z.object({
  id: z.number().int(),
  image: z.string().nullable(),
  name: z.string(),
  title: z.string(),
  review: z.string(),
});

export const addressSuggestionSchema = z.object({
  formatted_address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
export const addressQuerySchema = z.object({
  q: z.string({ error: 'This field is required.' }).trim().min(2, 'Type at least 2 characters.').max(100),
});
