import { type AiAgentPage, aiAgentPageSchema } from '@pathscoop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET ai-agents/?page= (the list starts at page 1) and ?name__iexact= (the Career Buddy lookup). */
export async function getAgents(page = 1, name?: string): Promise<AiAgentPage> {
  const q = new URLSearchParams({ page: String(page) });
  if (name) q.set('name__iexact', name);
  return aiAgentPageSchema.parse(await api.get<unknown>(`ai-agents/?${q}`));
}

export const agentsQuery = (page = 1, name?: string) =>
  queryOptions({ queryKey: ['ai-agents', page, name ?? ''], queryFn: () => getAgents(page, name) });

export const useAgents = (page = 1, name?: string) => useQuery(agentsQuery(page, name));
