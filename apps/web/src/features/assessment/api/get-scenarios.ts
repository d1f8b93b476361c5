import { type Scenario, scenarioListSchema } from '@pathscoop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getScenarios(): Promise<Scenario[]> {
  return scenarioListSchema.parse(await api.get<unknown>('scenarios/'));
}

export const scenariosQuery = () =>
  queryOptions({ queryKey: ['scenarios'], queryFn: getScenarios, staleTime: 10 * 60_000 });

export const useScenarios = () => useQuery(scenariosQuery());
