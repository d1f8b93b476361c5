import { type BackofficeCompanion, backofficeCompanionSchema } from '@pathscoop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET backoffice/companions/ */
export const useCompanions = () =>
  useQuery({
    queryKey: ['backoffice', 'companions'],
    queryFn: async (): Promise<BackofficeCompanion[]> =>
      z.array(backofficeCompanionSchema).parse(await api.get('backoffice/companions/')),
  });

export type CompanionForm = Pick<
  BackofficeCompanion,
  'name' | 'short_description' | 'system_prompt' | 'is_active'
>;

/** PATCH backoffice/companions/{id}/ */
export function useSaveCompanion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number; form: Partial<CompanionForm> }) =>
      api.patch<BackofficeCompanion>(`backoffice/companions/${id}/`, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice', 'companions'] }),
  });
}

/** POST backoffice/companions/{id}/picture/ (multipart `picture`, the profile-photo rules). */
export function useUploadCompanionPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const body = new FormData();
      body.append('picture', file);
      return api.post<BackofficeCompanion>(`backoffice/companions/${id}/picture/`, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice', 'companions'] }),
  });
}
