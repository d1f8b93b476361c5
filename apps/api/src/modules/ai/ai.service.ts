import type { Config } from '../../config';
import type { AiTextService } from './ai.types';
import { createOfflineTextService } from './offline-adapter';
import { createOpenAiTextService } from './openai-adapter';

export type { AiTextRequest, AiTextService, ChatTurn, ModerationResult } from './ai.types';
export { AiUnavailableError } from './ai.types';
export { sanitizeAiText } from './sanitize-ai-text';

/** Chooses the adapter from configuration: the OpenAI-compatible API when AI_BASE_URL or AI_API_KEY is set. */
export function createAiTextService(
  config: Pick<
    Config,
    'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS' | 'AI_MODERATION' | 'AI_MODERATION_MODEL'
  >,
): AiTextService {
  if (!config.AI_BASE_URL && !config.AI_API_KEY) return createOfflineTextService();
  return createOpenAiTextService({
    baseURL: config.AI_BASE_URL,
    // Local servers (Ollama, vLLM) accept any key; the library insists on one.
    apiKey: config.AI_API_KEY ?? 'not-needed',
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
    moderation: config.AI_MODERATION,
    moderationModel: config.AI_MODERATION_MODEL,
  });
}
