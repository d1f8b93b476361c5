import type { AiTextRequest, AiTextService } from './ai.types';
import { sanitizeAiText } from './sanitize-ai-text';

/**
 * The embedded default: no network. Each caller supplies its grounded generator (the Scoop writes
 * from the career's catalogue row, the companions from the student's data and the careers the
 * conversation names); this adapter runs it and applies the same output rule as the LLM adapter.
 */
export function createOfflineTextService(): AiTextService {
  return {
    kind: 'offline',
    async complete(request: AiTextRequest): Promise<string> {
      return sanitizeAiText(request.offline());
    },
  };
}
