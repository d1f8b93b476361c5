import { type CohortFilter, type CohortSummary, cohortSummarySchema } from '@pathscoop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET counselor/summary/: funnel, interest types, careers, wages and education of the cohort. */
export const getCohortSummary = async (filter: CohortFilter): Promise<CohortSummary> =>
  cohortSummarySchema.parse(await api.get('counselor/summary/', filter));
export const useCohortSummary = (filter: CohortFilter, enabled: boolean) =>
  useQuery({
    queryKey: ['counselor', 'summary', filter],
    queryFn: () => getCohortSummary(filter),
    enabled,
    placeholderData: keepPreviousData,
  });
