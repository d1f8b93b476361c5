import { type CohortStudentDetail, cohortStudentDetailSchema } from '@pathscoop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET counselor/students/{id}/: one student's results and strengths (each view is recorded). */
export const getCohortStudent = async (id: number): Promise<CohortStudentDetail> =>
  cohortStudentDetailSchema.parse(await api.get(`counselor/students/${id}/`));
export const useCohortStudent = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['counselor', 'student', id],
    queryFn: () => getCohortStudent(id),
    enabled,
    retry: false,
  });
