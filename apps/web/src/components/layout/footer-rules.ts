/** The footer is hidden on paths containing any of these (spec part 2, Footer). */
export const FOOTER_HIDDEN_SEGMENTS = ['signup', 'signin', 'forgotpassword', 'scenario', 'profile'] as const;

/** Changing to one of these pages scrolls smoothly to the top. */
export const SCROLL_TOP_SEGMENTS = ['about', 'stories', 'faq', 'terms', 'privacypolicy'] as const;

export function isFooterHidden(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return FOOTER_HIDDEN_SEGMENTS.some((s) => path.includes(s));
}

export function shouldScrollToTop(pathname: string): boolean {
  const first = pathname.toLowerCase().split('/').filter(Boolean)[0] ?? '';
  return (SCROLL_TOP_SEGMENTS as readonly string[]).includes(first);
}
