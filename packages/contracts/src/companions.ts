import { z } from 'zod';
import { pageOf } from './common';
import { pageNumber } from './input';

/** Spec part 2 §3 "AI agent (companion)". */
export const aiAgentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    image: z.string(),
    short_description: z.string(),
  })
  .meta({ id: 'AiAgent' });
export type AiAgent = z.infer<typeof aiAgentSchema>;

export const aiAgentPageSchema = pageOf(aiAgentSchema).meta({ id: 'AiAgentPage' });
export type AiAgentPage = z.infer<typeof aiAgentPageSchema>;

export const aiAgentListQuerySchema = z.object({
  page: pageNumber(100_000),
  name__iexact: z
    .string()
    .max(100, 'Ensure this field has no more than 100 characters.')
    .refine((s) => !s.includes('\u0000'), 'Null characters are not allowed.')
    .optional(),
});

/** Spec part 2 §9: chat message maximum and the history the AI call receives. */
export const CHAT_MAX_CHARS = 5000;
export const CHAT_HISTORY_LIMIT = 19;

/** One stored history item (spec §3: content, role, timestamp). */
export const chatHistoryItemSchema = z
  .object({
    content: z.string(),
    role: z.enum(['user', 'assistant']),
    timestamp: z.string(),
  })
  .meta({ id: 'ChatHistoryItem' });
export type ChatHistoryItem = z.infer<typeof chatHistoryItemSchema>;
export const chatHistorySchema = z.array(chatHistoryItemSchema);

const noNul = (s: string) => !s.includes('\u0000');

/** Spec §7: {messages: [system message, history items with content and role, new user message]}. */
export const chatSendSchema = z
  .object({
    messages: z
      .array(
        z.object({
          role: z.enum(['system', 'user', 'assistant'], { error: 'role must be system, user or assistant.' }),
          content: z
            .string({ error: 'content must be text.' })
            .max(20000, 'Ensure this field has no more than 20000 characters.')
            .refine(noNul, 'Null characters are not allowed.'),
        }),
        { error: 'messages must be a list.' },
      )
      .min(1, 'This list may not be empty.')
      .max(200, 'Ensure this field has no more than 200 elements.'),
  })
  .meta({ id: 'ChatSend' });
export type ChatSend = z.infer<typeof chatSendSchema>;

export const chatReplySchema = z
  .object({
    response: z.array(z.object({ message: z.object({ role: z.literal('assistant'), content: z.string() }) })),
  })
  .meta({ id: 'ChatReply' });
export type ChatReply = z.infer<typeof chatReplySchema>;

/** Preset openings (spec §4): `?type=` on the chat route; each lists the saved careers' titles. */
export const CHAT_PRESETS = ['compare-careers', 'start-action-plan', 'find-schools'] as const;
export type ChatPreset = (typeof CHAT_PRESETS)[number];

const PRESET_LEADS: Record<ChatPreset, string> = {
  'compare-careers': 'Compare Careers: please compare my saved careers side by side:',
  'start-action-plan': 'Start an Action Plan: help me make a step-by-step plan for my saved careers:',
  'find-schools':
    'Find Schools & Programs: which programs and degrees should I look for to reach my saved careers:',
};

/** The opening message a preset sends, listing the titles of the careers marked interested. */
export function presetMessage(preset: ChatPreset, titles: readonly string[]): string {
  return `${PRESET_LEADS[preset]} ${titles.join('; ')}.`;
}

/** Which preset a message opens with, and the titles it lists (server side). */
export function parsePresetMessage(text: string): { preset: ChatPreset; titles: string[] } | null {
  for (const preset of CHAT_PRESETS) {
    const lead = PRESET_LEADS[preset];
    if (text.startsWith(lead)) {
      const titles = text
        .slice(lead.length)
        .replace(/[.?]\s*$/, '')
        .split(';')
        .map((t) => t.trim())
        .filter(Boolean);
      return { preset, titles };
    }
  }
  return null;
}

/** Lower-cased, hyphenated name for the chat route (spec §2). */
export const agentSlug = (name: string) =>
  name
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
