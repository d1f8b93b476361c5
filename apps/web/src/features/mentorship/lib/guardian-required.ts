import { GUARDIAN_REQUIRED_CODE } from '@pathscoop/contracts';
import { ApiError } from '../../../lib/api-client';

/**
 * The server's answer to a minor's booking without a parent or guardian on file (issue 24 #12).
 * A module of its own, so that a page can recognise the answer without loading the dialog.
 */
export function isGuardianRequired(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 403 && err.body.code === GUARDIAN_REQUIRED_CODE;
}
