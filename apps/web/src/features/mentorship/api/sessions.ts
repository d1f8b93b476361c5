import {
  type MentorSession,
  mentorSessionPageSchema,
  mentorSessionSchema,
  type SessionRequest,
} from '@pathscoop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET mentor_sessions/ — each side's view (students see the mentor, mentors the student). */
export async function getSessions(): Promise<MentorSession[]> {
  return mentorSessionPageSchema.parse(await api.get<unknown>('mentor_sessions/', { per_page: 100 })).results;
}
export const sessionsQuery = () => queryOptions({ queryKey: ['mentor-sessions'], queryFn: getSessions });
export const useSessions = () => useQuery(sessionsQuery());

/** POST mentor_sessions/ {topic, datetime} — the custom request (403 {detail} without an allowance). */
export const requestSession = (body: SessionRequest) => api.post<MentorSession>('mentor_sessions/', body);

export function useRequestSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mentor-sessions'] }),
  });
}

export type SessionAction =
  | { id: number; action: 'accept' | 'decline' | 'cancel' | 'reschedule' | 'held' }
  | { id: number; action: 'offer'; body: { times: string[] } }
  | { id: number; action: 'pick'; body: { datetime: string } }
  | { id: number; action: 'rate'; body: { rating: number; comment?: string } }
  | { id: number; action: 'feedback'; body: { message: string } }
  | { id: number; action: 'concern'; body: { message: string } };

/** POST mentor_sessions/{id}/{action}/ — one mutation for the lifecycle steps; the list reloads. */
export function useSessionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: SessionAction) =>
      api.post<unknown>(`mentor_sessions/${a.id}/${a.action}/`, 'body' in a ? a.body : {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['mentor-sessions'] });
      void queryClient.invalidateQueries({ queryKey: ['mentor-feedbacks'] });
    },
  });
}

export const parseSession = (data: unknown) => mentorSessionSchema.parse(data);
