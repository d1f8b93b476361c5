import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';
import type { StudentListQuery } from './get-cohort-students';

/**
 * GET counselor/students/export/: the filtered list as a CSV file, saved through a download link.
 * counselor/me/ first, so that an expired access token is refreshed by the API client.
 */
export async function downloadStudentsCsv(query: StudentListQuery): Promise<void> {
  await api.get('counselor/me/');
  const url = new URL('/api/v1/counselor/students/export/', window.location.origin);
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  const res = await fetch(url, { headers: { Authorization: `Bearer ${authStorage.getAccess() ?? ''}` } });
  if (!res.ok) throw new Error('The export failed. Please try again.');
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'students.csv';
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(href);
}
