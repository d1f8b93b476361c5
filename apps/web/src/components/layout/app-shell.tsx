// Headings, buttons and the wordmark in Poppins; body text in the device's own typeface (issue 26:
// Inter's 48 KB came before every page's largest paint, ~150-300 ms of a slow phone's LCP).
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import '@fontsource/poppins/latin-800.css';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ClientOnly } from '../../lib/prerender';
import { Footer } from './footer';
import { RouteAnnouncer } from './route-announcer';
import { RouteErrorBoundary } from './route-error';
import { useScrollRestoration } from './scroll-restoration';
import { TopNav } from './top-nav';

/** Top navigation + page + footer on every route. */
export function AppShell() {
  useScrollRestoration();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ClientOnly>
        <RouteAnnouncer />
      </ClientOnly>
      <TopNav />
      {/* At least one screen tall: while a page loads its data, the footer stays below the fold (no layout shift). */}
      <main id="main" className="min-h-[calc(100svh-4rem)] flex-1 lg:min-h-[calc(100svh-5rem)]">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <ClientOnly>
        <Footer />
      </ClientOnly>
    </div>
  );
}
