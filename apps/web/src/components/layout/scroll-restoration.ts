import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { shouldScrollToTop } from './footer-rules';

const STORAGE_KEY = 'pathscoop.scroll';
const positions = new Map<string, number>(readSaved());

function readSaved(): [string, number][] {
  try {
    return Object.entries(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>);
  } catch {
    return [];
  }
}

function save() {
  try {
    // The last 50 history entries are enough to come back to.
    const recent = [...positions].slice(-50);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(recent)));
  } catch {
    // storage full or blocked: positions stay in memory
  }
}

function scrollTo(top: number, smooth = false) {
  try {
    window.scrollTo({ top, left: 0, behavior: smooth ? 'smooth' : 'instant' });
  } catch {
    // jsdom: nothing to scroll
  }
}

/**
 * Scroll position per history entry: a new page (link, redirect) starts at the top, a change of the query alone keeps the position (smoothly for
 * about, stories, faq, terms and privacypolicy, as the spec asks), Back and Forward return to
 * where the reader was once the page is tall enough again, and `#id` links scroll to their target.
 */
/**
 * The key a position is kept under. Every page loaded by its address (typed, bookmarked,
 * reloaded) has the history key 'default': keyed by that alone, a profile page opened by address
 * inherited the scroll position of whatever page was last opened that way and jumped there about
 * 2 s after loading (issue 24 #16). Such entries are told apart by their address.
 */
export const positionKey = (location: { key: string; pathname: string; search: string }) =>
  location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;

export function useScrollRestoration() {
  const router = useLocation();
  const location = { ...router, key: positionKey(router) };
  const navigationType = useNavigationType();
  const keyRef = useRef(location.key);
  const pathRef = useRef<string | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const onScroll = () => positions.set(keyRef.current, window.scrollY);
    const onHide = () => save();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per history entry
  useLayoutEffect(() => {
    keyRef.current = location.key;
    const firstRender = pathRef.current === null;
    const samePage = pathRef.current === location.pathname;
    pathRef.current = location.pathname;
    save();
    const saved = positions.get(location.key);
    // An in-page `#id` link (the skip link, 'How it works') is a POP without a saved position:
    // the browser has scrolled to its target already.
    if (navigationType === 'POP' && saved === undefined && (location.hash || samePage)) {
      positions.set(location.key, window.scrollY);
      return;
    }
    if (navigationType === 'POP') {
      const target = saved ?? 0;
      // A page's first load with nothing to restore is at the top already: no need to read
      // scrollHeight, which would lay out the whole page in the middle of React's commit (issue 26:
      // 25-40 ms on a phone, on every signed-in page's load).
      if (firstRender && target === 0) {
        positions.set(location.key, 0);
        return;
      }
      // The page may still be loading its chunk or data: retry until it is tall enough (≤ 2 s).
      let frames = 0;
      let handle = 0;
      const restore = () => {
        const reachable = document.documentElement.scrollHeight - window.innerHeight >= target;
        if (reachable || frames > 120) {
          scrollTo(target);
          positions.set(location.key, target);
          return;
        }
        frames += 1;
        handle = requestAnimationFrame(restore);
      };
      restore();
      return () => cancelAnimationFrame(handle);
    }
    if (samePage) {
      // Only the query changed (a dialog opened over the page): stay where the reader is.
      positions.set(location.key, window.scrollY);
      return;
    }
    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      const el = document.getElementById(id);
      if (el) {
        el.scrollIntoView();
        return;
      }
    }
    scrollTo(0, shouldScrollToTop(location.pathname));
    positions.set(location.key, 0);
  }, [location.key]);
}
