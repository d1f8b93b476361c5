import { startEarlyGet } from './api-client';
import { authStorage } from './auth-storage';

/**
 * The API answers a page cannot paint without, started in main.tsx as the app boots, alongside
 * the page's chunk, instead of after that chunk has arrived and rendered (one round trip less
 * before the first paint of the assessment and of /results). The page's query asks `api.get`
 * for the same path and takes the answer already on its way (api-client.ts).
 */
export function prefetchRouteData(pathname: string): void {
  if (pathname.startsWith('/scenario/')) startEarlyGet('scenarios/');
  else if (
    (pathname === '/results' || pathname === '/results/') &&
    authStorage.getAccess() &&
    authStorage.getUser()?.role !== 'Mentor'
  )
    startEarlyGet('result/');
}
