import { useEffect, useId, useRef, useState } from 'react';
import { PauseIcon, PlayIcon } from '../../../components/layout/icons';
import { CAREER_CARDS, type CareerCard } from './careers';

export const CARD_WIDTH = 222;
const GAP = 20;
/** Pixels per second of the continuous scroll. */
const SPEED = 25;
/** Cards at the edges shrink down to this scale; the one in the middle is full size. */
const MIN_SCALE = 0.7;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function Card({ card, hidden }: { card: CareerCard; hidden?: boolean }) {
  return (
    <li
      aria-hidden={hidden || undefined}
      data-card
      className="shrink-0 origin-center overflow-hidden rounded-3xl bg-white shadow-[0_8px_24px_-12px_rgba(31,26,46,0.35)] ring-1 ring-brand-100"
      style={{ width: CARD_WIDTH }}
    >
      <img
        src={`/images/careers/${card.slug}.svg`}
        alt=""
        width={CARD_WIDTH}
        height={139}
        className="block h-[139px] w-full"
      />
      <div className="p-4">
        <h3 className="font-display text-base leading-snug font-bold text-ink-900">{card.title}</h3>
        <p className="mt-1 text-sm text-ink-700">{card.description}</p>
      </div>
    </li>
  );
}

/**
 * A continuously scrolling row of the 20 career cards, 222 px wide, shrinking towards the edges.
 * Pauses on hover and with the Pause button (WCAG 2.2.2); with prefers-reduced-motion it
 * does not move at all and becomes a row the visitor scrolls by hand.
 */
export function CareerCarousel() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [reduced, setReduced] = useState(prefersReducedMotion);
  const stopped = paused || hovered || reduced;
  const offset = useRef(0);
  const headingId = useId();

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(mq.matches);
    mq.addEventListener?.('change', onChange);
    return () => mq.removeEventListener?.('change', onChange);
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    const track = trackRef.current;
    if (!viewport || !track) return;
    const loop = CAREER_CARDS.length * (CARD_WIDTH + GAP);

    const paint = () => {
      track.style.transform = reduced ? '' : `translate3d(${-offset.current}px,0,0)`;
      const center = viewport.clientWidth / 2;
      const half = Math.max(center, 1);
      for (const el of track.querySelectorAll<HTMLElement>('[data-card]')) {
        if (reduced) {
          el.style.transform = '';
          continue;
        }
        const mid = el.offsetLeft - offset.current + CARD_WIDTH / 2;
        const distance = Math.min(1, Math.abs(mid - center) / half);
        el.style.transform = `scale(${1 - (1 - MIN_SCALE) * distance * distance})`;
      }
    };
    paint();
    if (stopped || typeof requestAnimationFrame !== 'function') return;

    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const dt = Math.min(now - last, 100) / 1000;
      last = now;
      offset.current = (offset.current + SPEED * dt) % loop;
      paint();
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [stopped, reduced]);

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-4 px-6">
        <div>
          <p className="font-semibold tracking-wide text-brand-700 uppercase">800+ careers on the menu</p>
          <h2 id={headingId} className="mt-1 font-display text-3xl font-extrabold text-ink-900 sm:text-4xl">
            A taste of what's out there
          </h2>
        </div>
        {!reduced && (
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-pressed={paused}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-ink-900/15 bg-white px-4 font-semibold text-ink-700 hover:border-brand-600 hover:text-brand-700"
          >
            {paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
            {paused ? 'Play carousel' : 'Pause carousel'}
          </button>
        )}
      </div>
      <div
        ref={viewportRef}
        className={`mt-8 py-4 ${reduced ? 'overflow-x-auto px-8' : 'overflow-hidden'} [mask-image:linear-gradient(90deg,transparent,#000_6%,#000_94%,transparent)]`}
        {...(reduced
          ? { role: 'region', tabIndex: 0, 'aria-label': 'Career cards, scroll sideways to see more' }
          : {})}
      >
        <ul ref={trackRef} className="flex w-max will-change-transform" style={{ gap: GAP }}>
          {CAREER_CARDS.map((card) => (
            <Card key={card.slug} card={card} />
          ))}
          {!reduced && CAREER_CARDS.map((card) => <Card key={`copy-${card.slug}`} card={card} hidden />)}
        </ul>
      </div>
    </section>
  );
}
