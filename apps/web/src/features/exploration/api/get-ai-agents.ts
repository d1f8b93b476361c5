import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** An AI companion as the list returns it (spec §3: id, name, image, short_description). */
export type AiAgent = { id: number; name: string; image?: string | null; short_description?: string | null };

const isAgent = (a: unknown): a is AiAgent =>
  typeof a === 'object' &&
  a !== null &&
  Number.isInteger((a as AiAgent).id) &&
  typeof (a as AiAgent).name === 'string';

/**
 * GET ai-agents/?page=1: the companions this student may use. Any failure (404 before the
 * companions feature exists, 403 without the subscription, network) reads as "no agents", so
 * every companion button stays locked.
 */
export async function getAiAgents(): Promise<AiAgent[]> {
  try {
    // The literal query string: the GET the profile layout may have started already (lib/profile-page-data.ts).
    const data = await api.get<{ results?: unknown }>('ai-agents/?page=1');
    return Array.isArray(data?.results) ? data.results.filter(isAgent) : [];
  } catch {
    return [];
  }
}

export const aiAgentsQuery = () =>
  queryOptions({ queryKey: ['ai-agents', 1], queryFn: getAiAgents, retry: false });
export const useAiAgents = () => useQuery(aiAgentsQuery());

export const findAgent = (agents: AiAgent[] | undefined, name: 'Career Buddy' | 'College Buddy') =>
  agents?.find((a) => a.name.toLowerCase() === name.toLowerCase());

export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
