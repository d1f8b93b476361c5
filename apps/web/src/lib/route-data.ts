import { provideEarlyAnswer, startEarlyGet } from './api-client';
import { authStorage } from './auth-storage';
import { prefetchProfilePageData } from './profile-page-data';

/**
 * Public answers the server put into the page's HTML (`<script type="application/json"
 * data-api-path>`, apps/api/src/modules/web/web.routes.ts): read once, then removed.
 */
function takeDataBlock(apiPath: string): { found: boolean; data?: unknown } {
  for (const el of document.querySelectorAll<HTMLScriptElement>(
    'script[type="application/json"][data-api-path]',
  )) {
    if (el.dataset.apiPath !== apiPath) continue;
    el.remove();
    try {
      return { found: true, data: JSON.parse(el.textContent ?? '') };
    } catch {
      return { found: false };
    }
  }
  return { found: false };
}

/**
 * The API answers a page cannot paint without, started in main.tsx as the app boots, alongside
 * the page's chunk, instead of after that chunk has arrived and rendered (one round trip less
 * before the first paint of the assessment and of /results); the assessment's scenarios come in
 * its HTML. The page's query asks `api.get` for the same path and takes the answer already there
 * or on its way (api-client.ts).
 */
export function prefetchRouteData(pathname: string): void {
  if (pathname.startsWith('/scenario/')) {
    const block = takeDataBlock('scenarios/');
    if (block.found) provideEarlyAnswer('scenarios/', block.data);
    else startEarlyGet('scenarios/');
  } else if (
    (pathname === '/results' || pathname === '/results/') &&
    authStorage.getAccess() &&
    authStorage.getUser()?.role !== 'Mentor'
  )
    startEarlyGet('result/');
  else prefetchProfilePageData(pathname);
}
