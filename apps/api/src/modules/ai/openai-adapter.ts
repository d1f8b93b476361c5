import OpenAI from 'openai';
import {
  type AiTextRequest,
  type AiTextService,
  AiUnavailableError,
  type ModerationResult,
} from './ai.types';
import { sanitizeAiText } from './sanitize-ai-text';

export type OpenAiSettings = {
  baseURL?: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** Call the provider's moderation endpoint (OpenAI's /moderations) in `moderate`. */
  moderation: boolean;
  moderationModel?: string;
};

const GROUNDING_RULES = [
  'Use only the facts below for figures (wages, education, outlook, numbers of jobs).',
  'If a figure is not in the facts, say you do not have it; never invent numbers or careers.',
  'Answer in plain text or Markdown. Never output HTML.',
].join(' ');

/**
 * An OpenAI-compatible chat-completions API through the official library. Our system prompt comes
 * first, then the retrieved facts as a second system message, then the conversation. No retries
 * (the student is waiting; a failure is reported as AiUnavailableError and nothing is stored).
 */
export function createOpenAiTextService(settings: OpenAiSettings): AiTextService {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  return {
    kind: 'openai',
    async complete(request: AiTextRequest): Promise<string> {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create(
          {
            model: settings.model,
            temperature: request.variant ? 0.9 : 0.4,
            max_tokens: request.maxTokens ?? 700,
            messages: [
              { role: 'system', content: request.system },
              { role: 'system', content: `${GROUNDING_RULES}\n\nFacts:\n${request.facts}` },
              ...request.messages.filter((m) => m.role !== 'system'),
            ],
          },
          { signal: request.signal },
        );
      } catch (err) {
        throw new AiUnavailableError('The AI provider did not answer.', err);
      }
      const text = completion.choices?.[0]?.message?.content;
      if (typeof text !== 'string' || text.trim() === '')
        throw new AiUnavailableError('The AI provider answered with no text.');
      const clean = sanitizeAiText(text);
      if (!clean) throw new AiUnavailableError('The AI provider answered with no usable text.');
      return clean;
    },
    moderate: settings.moderation
      ? async (text: string): Promise<ModerationResult> => {
          try {
            const res = await client.moderations.create({
              input: text,
              ...(settings.moderationModel ? { model: settings.moderationModel } : {}),
            });
            const r = res.results?.[0];
            if (!r) return { flagged: false, categories: [] };
            const categories = Object.entries(r.categories ?? {})
              .filter(([, on]) => on === true)
              .map(([name]) => name);
            return { flagged: r.flagged === true, categories };
          } catch (err) {
            throw new AiUnavailableError('The moderation endpoint did not answer.', err);
          }
        }
      : undefined,
  };
}
