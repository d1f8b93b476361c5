import { z } from 'zod';
import { INT4_MAX, integer } from './input';

/** `{"detail": "..."}` — every non-validation error (DRF style). */
export const errorDetailSchema = z.object({ detail: z.string() }).meta({ id: 'ErrorDetail' });

/** `{"field": ["message", ...]}` — validation errors; cross-field ones under `non_field_errors`. */
export const validationErrorSchema = z
  .record(z.string(), z.array(z.string()))
  .meta({ id: 'ValidationError' });

export const okDetailSchema = z.object({ detail: z.string() });

/** DRF-style page: `{count, next, previous, results}`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export const pageQuerySchema = z.object({
  page: integer(z.number().int().min(1, 'Invalid page.').max(INT4_MAX, 'Invalid page.')).default(1),
  per_page: integer(
    z
      .number()
      .int()
      .min(1, 'Ensure this value is greater than or equal to 1.')
      .max(100, 'Ensure this value is less than or equal to 100.'),
  ).optional(),
});
