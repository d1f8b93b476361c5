import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

type StaffMe = { roles: { role: string; school_id: number | null }[] };

/**
 * Is this signed-in account a school counselor (a back-office account with the school_counselor
 * role, issue 21)? Such accounts carry role Mentor in the user row but never see the mentor's or
 * the student's menus: sign-in and the profile area send them to /counselor. Only asked for
 * Mentor-role users (students never call it); any error means "no".
 */
export async function isSchoolCounselor(): Promise<boolean> {
  try {
    const me = await api.get<StaffMe>('backoffice/me/');
    return me.roles.some((r) => r.role === 'school_counselor');
  } catch {
    return false;
  }
}

export const useIsSchoolCounselor = (enabled: boolean) =>
  useQuery({
    queryKey: ['staff', 'is-counselor'],
    queryFn: isSchoolCounselor,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
