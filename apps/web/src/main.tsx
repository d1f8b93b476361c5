// First: before any zod schema is built (no eval under the CSP).
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { prefetchRouteData } from './lib/route-data';
import './styles/index.css';

function render() {
  // The first render is a transition: React renders it in slices and keeps the main thread free
  // for input (no long task while the first page builds, which Lighthouse counts as blocking time).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
}

// The page's data request starts now, alongside its chunk, and the first render waits for the
// chunk (already on its way through the modulepreload hints): what the server painted (the top
// bar, or a prerendered page) stays until the same page replaces it, never an empty main area.
prefetchRouteData(window.location.pathname);
preloadPage(window.location.pathname).then(render, render);
