import { api } from '../../../lib/api-client';

/** DELETE ai-agents/{id}/chat-history/ — Clear Messages, server-side too. */
export async function clearChatHistory(agentId: number): Promise<void> {
  await api.delete<unknown>(`ai-agents/${agentId}/chat-history/`);
}
