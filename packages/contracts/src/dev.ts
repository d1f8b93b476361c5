import { z } from 'zod';
import { integer, text } from './input';

/** GET /dev/outbox.json (development only): the mail outbox, newest first, with the links found. */
export const devOutboxQuerySchema = z.object({
  to: text(254).trim().optional(),
  limit: integer(z.number().int().min(1).max(500)).default(50),
});
export const devOutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  links: z.array(z.string()),
  /** File names of attachments (e.g. mentorship-session.ics). */
  attachments: z.array(z.string()).optional(),
  created_at: z.string(),
});
export type DevOutboxMessage = z.infer<typeof devOutboxMessageSchema>;
export const devOutboxListSchema = z.array(devOutboxMessageSchema);
