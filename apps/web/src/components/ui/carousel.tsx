import { type ReactNode, useEffect, useId, useState } from 'react';

/**
 * Slides per view by window width (spec part 2 §9): 7 on wide screens; 6 at 2500px or less, 5 at
 * 2000, 4 at 1800, 3 at 1024, 2 at 600, 1 at 480.
 */
export const CAROUSEL_BREAKPOINTS: readonly [maxWidth: number, slides: number][] = [
  [480, 1],
  [600, 2],
  [1024, 3],
  [1800, 4],
  [2000, 5],
  [2500, 6],
];
export const WIDE_SLIDES = 7;
/** The next page loads when the last visible slide is 4 from the end (spec §4). */
export const LOAD_MORE_FROM_END = 4;

export function slidesForWidth(width: number): number {
  for (const [max, slides] of CAROUSEL_BREAKPOINTS) if (width <= max) return slides;
  return WIDE_SLIDES;
}

function useSlidesPerView() {
  const [perView, setPerView] = useState(() =>
    slidesForWidth(typeof window === 'undefined' ? 0 : window.innerWidth),
  );
  useEffect(() => {
    const onResize = () => setPerView(slidesForWidth(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return perView;
}

/** Whether the last visible slide is within LOAD_MORE_FROM_END of the end. */
export function nearTheEnd(firstVisible: number, perView: number, count: number): boolean {
  return firstVisible + perView - 1 >= count - LOAD_MORE_FROM_END;
}

type Props<T> = {
  label: string;
  items: T[];
  renderSlide: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string | number;
  /** Called when the user is near the end (the caller decides whether there is a next page). */
  onNearEnd?: () => void;
};

/**
 * A carousel (WAI-ARIA carousel pattern): a labelled region, Previous/Next buttons, slides out of
 * view are inert (not focusable, hidden from screen readers), the position is announced politely.
 */
export function Carousel<T>({ label, items, renderSlide, getKey, onNearEnd }: Props<T>) {
  const perView = useSlidesPerView();
  const [first, setFirst] = useState(0);
  const liveId = useId();
  const maxFirst = Math.max(0, items.length - perView);
  const current = Math.min(first, maxFirst);

  useEffect(() => {
    if (items.length && nearTheEnd(current, perView, items.length)) onNearEnd?.();
  }, [current, perView, items.length, onNearEnd]);

  const go = (to: number) => setFirst(Math.max(0, Math.min(maxFirst, to)));
  const arrow =
    'flex h-11 w-11 items-center justify-center rounded-full bg-white text-brand-700 shadow ring-1 ring-brand-200 hover:bg-brand-50 disabled:opacity-40';
  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-bold text-ink-900">{label}</h2>
        <div className="flex gap-2">
          <button
            type="button"
            className={arrow}
            onClick={() => go(current - 1)}
            disabled={current === 0}
            aria-label={`Previous ${label}`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="m15 5-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button
            type="button"
            className={arrow}
            onClick={() => go(current + 1)}
            disabled={current >= maxFirst}
            aria-label={`Next ${label}`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="m9 5 7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      </div>
      <p id={liveId} aria-live="polite" className="sr-only">
        {items.length
          ? `Showing ${current + 1} to ${Math.min(items.length, current + perView)} of ${items.length}`
          : ''}
      </p>
      <div className="overflow-hidden">
        <ul
          className="flex transition-transform duration-500 motion-reduce:transition-none"
          style={{ transform: `translateX(-${(current * 100) / perView}%)` }}
        >
          {items.map((item, index) => {
            const visible = index >= current && index < current + perView;
            return (
              <li
                key={getKey(item)}
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${items.length}`}
                inert={!visible}
                className="shrink-0 px-2"
                style={{ width: `${100 / perView}%` }}
              >
                {renderSlide(item, index)}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
