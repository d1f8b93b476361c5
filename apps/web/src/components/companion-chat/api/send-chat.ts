import { type ChatReply, type ChatSend, chatReplySchema } from '@pathscoop/contracts';
import { api } from '../../../lib/api-client';

/** POST ai-agents/{id}/chat/ with {messages: [system, ...history, new user message]}. */
export async function sendChat(agentId: number, body: ChatSend): Promise<ChatReply> {
  return chatReplySchema.parse(await api.post<unknown>(`ai-agents/${agentId}/chat/`, body));
}
