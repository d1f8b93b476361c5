import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type StaffStatus = {
  roles: { role: string; school_id: number | null }[];
  second_factor: 'passed' | 'required' | 'not_enrolled';
};

/** GET backoffice/me/: the account's roles and whether this session passed the second factor. */
export const getStaffStatus = () => api.get<StaffStatus>('backoffice/me/');
export const useStaffStatus = () =>
  useQuery({ queryKey: ['counselor', 'staff-status'], queryFn: getStaffStatus, retry: false });
