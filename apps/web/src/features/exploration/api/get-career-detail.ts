import { type CareerDetailResult, careerResultDetailSchema } from '@pathscoop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET result/{id}/ — the career detail with its Scoop. */
export async function getCareerDetail(id: number): Promise<CareerDetailResult> {
  return careerResultDetailSchema.parse(await api.get<unknown>(`result/${id}/`));
}

export const careerDetailQuery = (id: number) =>
  queryOptions({ queryKey: ['career', id], queryFn: () => getCareerDetail(id), retry: false });

export const useCareerDetail = (id: number) => useQuery({ ...careerDetailQuery(id), enabled: id > 0 });
