import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/**
 * GET privacy/export/ — everything we hold about the member, saved as a JSON file. Fetched with
 * the Bearer token (a plain link could not send it), then handed to the browser as a download.
 */
export async function downloadMyData(): Promise<void> {
  // One authenticated call through the client first: it refreshes an expired access token.
  await api.get('profile/');
  const res = await fetch(`${API_BASE}privacy/export/`, {
    headers: { Authorization: `Bearer ${authStorage.getAccess() ?? ''}` },
    credentials: 'include',
  });
  if (!res.ok)
    throw new ApiError(res.status, { detail: 'We could not prepare your data. Please try again.' });
  const name =
    res.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? 'pathscoop-my-data.json';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

/** POST privacy/delete-account/ {password}: on success the member is signed out here too. */
export function deleteAccount(password: string) {
  return api.post<{ detail: string }>('privacy/delete-account/', { password });
}

/** The caller leaves the profile area first, then clears the stored session (see privacy-section). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
