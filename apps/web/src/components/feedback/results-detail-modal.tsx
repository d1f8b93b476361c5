import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../lib/api-client';
import { useAuth } from '../../lib/use-auth';
import { PlanDetailErrorModal } from './plan-detail-error-modal';

/**
 * Drop-in for the home page (spec part 1, Home): loads GET result/ for a signed-in user and, when
 * the call answers 403 with a `detail`, shows it in the modal (Back closes; OK goes to /pricingplan).
 * Usage: `<ResultsDetailModal />`.
 */
export function ResultsDetailModal() {
  const { isAuthenticated, user } = useAuth();
  const [dismissed, setDismissed] = useState(false);
  const results = useQuery({
    queryKey: ['results'],
    queryFn: () => api.get<unknown[]>('result/'),
    // Mentors have no results: only a student's results load can carry a plan message.
    enabled: isAuthenticated && user?.role !== 'Mentor',
    retry: false,
  });
  const detail =
    results.error instanceof ApiError && results.error.status === 403 ? (results.error.detail ?? null) : null;
  return <PlanDetailErrorModal detail={dismissed ? null : detail} onBack={() => setDismissed(true)} />;
}
