import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import '@fontsource/poppins/latin-800.css';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer';
import { shouldScrollToTop } from './footer-rules';
import { TopNav } from './top-nav';

/** On a path change to about, stories, faq, terms or privacypolicy, scroll smoothly to the top. */
function useScrollToTopOnContentPages() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!shouldScrollToTop(pathname) || typeof window.scrollTo !== 'function') return;
    try {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch {
      // jsdom and very old browsers: nothing to scroll
    }
  }, [pathname]);
}

/** Top navigation + page + footer on every route. */
export function AppShell() {
  useScrollToTopOnContentPages();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <TopNav />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
