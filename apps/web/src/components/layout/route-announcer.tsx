import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Issue 24 #19: a client-side route change is announced to screen readers ("Sign in page"), as a
 * full page load would be. The first render announces nothing (the browser reads the new page).
 * The page's own document title is read once it has been set (next frame).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => {
      const title = document.title.split(' | ')[0]?.split(' · ')[0]?.trim() || pathname;
      setMessage(`${title} page`);
    }, 100);
    return () => clearTimeout(timer);
  }, [pathname]);
  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  );
}
