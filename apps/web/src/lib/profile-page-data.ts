import { startEarlyGet } from './api-client';
import { authStorage } from './auth-storage';

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
 * Starts the profile page's data as the app boots on it (from route-data.ts, in main.tsx): the
 * layout's profile/ and the page's own GETs, alongside the layout's and the page's chunks instead
 * of after they have arrived and run. The page's queries take the answers (api-client.ts).
 * (Started from the layout's chunk before 28 Nov 2026: that waited for every chunk the layout
 * imports, zod's among them, about 300 ms of Lighthouse's simulated LCP.)
 */
export function prefetchProfilePageData(pathname: string): void {
  if (!authStorage.getAccess()) return;
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path !== '/profile' && !path.startsWith('/profile/')) return;
  startEarlyGet('profile/');
  if (authStorage.getUser()?.role === 'Mentor') return;
  for (const get of profilePageData(path)) startEarlyGet(get);
}
