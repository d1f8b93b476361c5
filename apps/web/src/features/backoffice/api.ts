import {
  type BackofficeChatFlag,
  type BackofficeConcern,
  type BackofficeMentor,
  type BackofficeRequest,
  backofficeChatFlagSchema,
  backofficeConcernSchema,
  backofficeMentorSchema,
  backofficeRequestSchema,
} from '@pathscoop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';

export const useWaitingMentors = (enabled: boolean) =>
  useQuery({
    queryKey: ['backoffice', 'mentors'],
    queryFn: async (): Promise<BackofficeMentor[]> =>
      z.array(backofficeMentorSchema).parse(await api.get('backoffice/mentors/')),
    enabled,
  });
/** Vetted mentors, the choices when assigning a request by hand. */
export const useVettedMentors = (enabled: boolean) =>
  useQuery({
    queryKey: ['backoffice', 'mentors', 'vetted'],
    queryFn: async (): Promise<BackofficeMentor[]> =>
      z.array(backofficeMentorSchema).parse(await api.get('backoffice/mentors/?status=vetted')),
    enabled,
  });
export const useOpenRequests = (enabled: boolean) =>
  useQuery({
    queryKey: ['backoffice', 'requests'],
    queryFn: async (): Promise<BackofficeRequest[]> =>
      z.array(backofficeRequestSchema).parse(await api.get('backoffice/requests/')),
    enabled,
  });
export const useOpenConcerns = (enabled: boolean) =>
  useQuery({
    queryKey: ['backoffice', 'concerns'],
    queryFn: async (): Promise<BackofficeConcern[]> =>
      z.array(backofficeConcernSchema).parse(await api.get('backoffice/concerns/')),
    enabled,
  });

/** Companion messages the safety check flagged, not yet reviewed. */
export const useChatFlags = (enabled: boolean) =>
  useQuery({
    queryKey: ['backoffice', 'chat-flags'],
    queryFn: async (): Promise<BackofficeChatFlag[]> =>
      z.array(backofficeChatFlagSchema).parse(await api.get('backoffice/chat-flags/')),
    enabled,
  });

/** POST backoffice/{path} — every operator action; the lists reload. */
export function useOperatorAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: unknown }) =>
      api.post<{ detail: string }>(`backoffice/${path}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}
