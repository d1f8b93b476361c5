import { startEarlyGet } from '../../lib/api-client';
import { authStorage } from '../../lib/auth-storage';

/**
 * What a student's profile page needs before it can paint its content, by path (issue 26): the
 * GETs its queries make, exactly as they pass the path to `api.get` (query string included).
 */
export function profilePageData(path: string): string[] {
  if (path === '/profile' || path === '/profile/recommendations') return ['recommendations/?page=1'];
  if (path === '/profile/strengths') return ['my-strength-profile/'];
  const career = /^\/profile\/recommendations\/career\/(\d{1,9})$/.exec(path);
  if (career) return [`result/${career[1]}/`];
  const chat = /^\/profile\/ai-companions\/(\d{1,9})\/[^/]+$/.exec(path);
  if (chat) return ['ai-agents/?page=1', `ai-agents/${chat[1]}/chat-history/`];
  return [];
}

/**
 * Starts the profile page's data as the app boots on it (lib/route-data.ts does this for the other
 * pages): the layout's profile/ and the page's own GETs, alongside the page's chunk instead of
 * after it has arrived and rendered. The page's queries take the answers (lib/api-client.ts).
 * Called when the layout's chunk is first evaluated, with `firstPage` true when the document was
 * loaded for this very path (a chunk fetched by a later in-app navigation starts nothing).
 */
export function prefetchProfilePageData(pathname: string, firstPage: boolean): void {
  if (!firstPage || !authStorage.getAccess()) return;
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path !== '/profile' && !path.startsWith('/profile/')) return;
  startEarlyGet('profile/');
  if (authStorage.getUser()?.role === 'Mentor') return;
  for (const get of profilePageData(path)) startEarlyGet(get);
}

/** Whether the browser loaded the document for `pathname` (no in-app navigation since). */
export function isDocumentPath(pathname: string): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  try {
    return !!entry && new URL(entry.name).pathname === pathname;
  } catch {
    return false;
  }
}
