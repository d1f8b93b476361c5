import { type CohortStudentPage, cohortStudentPageSchema } from '@pathscoop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type StudentListQuery = Record<string, string | number | undefined>;

/** GET counselor/students/: one page of the cohort, filtered, searched and sorted. */
export const getCohortStudents = async (query: StudentListQuery): Promise<CohortStudentPage> =>
  cohortStudentPageSchema.parse(await api.get('counselor/students/', query));
export const useCohortStudents = (query: StudentListQuery, enabled: boolean) =>
  useQuery({
    queryKey: ['counselor', 'students', query],
    queryFn: () => getCohortStudents(query),
    enabled,
    placeholderData: keepPreviousData,
  });
