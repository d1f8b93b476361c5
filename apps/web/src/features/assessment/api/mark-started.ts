import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

let sent = false;

/**
 * POST scenarios/start/: a signed-in student gave a first answer (the school's dashboard counts who
 * started, issue 21). Once per page load, fire and forget; guests and failures change nothing.
 */
export function markAssessmentStarted(): void {
  if (sent || !authStorage.getAccess() || authStorage.getUser()?.role !== 'Student') return;
  sent = true;
  api.post('scenarios/start/').catch(() => {
    sent = false;
  });
}
