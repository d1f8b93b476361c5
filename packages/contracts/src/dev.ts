import { z } from 'zod';

/** GET /dev/outbox.json (development only): the mail outbox, newest first, with the links found. */
export const devOutboxQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export const devOutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  links: z.array(z.string()),
  created_at: z.string(),
});
export type DevOutboxMessage = z.infer<typeof devOutboxMessageSchema>;
export const devOutboxListSchema = z.array(devOutboxMessageSchema);
