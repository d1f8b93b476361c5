import { type ChatHistoryItem, chatHistorySchema } from '@pathscoop/contracts';
import { api } from '../../../lib/api-client';

/** GET ai-agents/{id}/chat-history/ — this student's conversation, oldest first. */
export async function getChatHistory(agentId: number): Promise<ChatHistoryItem[]> {
  return chatHistorySchema.parse(await api.get<unknown>(`ai-agents/${agentId}/chat-history/`));
}
