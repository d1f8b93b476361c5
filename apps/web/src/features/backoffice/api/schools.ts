import { type BackofficeSchool, backofficeSchoolSchema } from '@pathscoop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export type SchoolForm = {
  name: string;
  affiliate_code: string;
  code_expires_at: string | null;
  seat_limit: number | null;
  mentor_sessions: number;
  companions: boolean;
  daily_chat_messages: number | null;
};

/** GET backoffice/schools/ */
export const useSchools = () =>
  useQuery({
    queryKey: ['backoffice', 'schools'],
    queryFn: async (): Promise<BackofficeSchool[]> =>
      z.array(backofficeSchoolSchema).parse(await api.get('backoffice/schools/')),
  });

/** POST backoffice/schools/ (id null) or PATCH backoffice/schools/{id}/ */
export function useSaveSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: SchoolForm }) =>
      id === null
        ? api.post<BackofficeSchool>('backoffice/schools/', form)
        : api.patch<BackofficeSchool>(`backoffice/schools/${id}/`, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice', 'schools'] }),
  });
}
