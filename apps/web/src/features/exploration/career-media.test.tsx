import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CareerMedia } from './career-detail-page';

/** A ResizeObserver the test drives: `resize(height)` reports the observed element's new height. */
let observed: { callback: ResizeObserverCallback; target?: Element }[] = [];
class FakeResizeObserver {
  private entry: { callback: ResizeObserverCallback; target?: Element };
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback };
    observed.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  unobserve() {}
  disconnect() {
    observed = observed.filter((o) => o !== this.entry);
  }
}
function resize(blockSize: number) {
  for (const o of observed)
    o.callback(
      [
        {
          target: o.target!,
          borderBoxSize: [{ blockSize, inlineSize: 300 }],
          contentRect: { height: blockSize } as DOMRectReadOnly,
        } as unknown as ResizeObserverEntry,
      ],
      o as unknown as ResizeObserver,
    );
}

function Detail({ video = false }: { video?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div>
      <div ref={ref}>Teach academic and social skills …</div>
      <CareerMedia src="/media/teacher.mp4" video={video} descriptionRef={ref} />
    </div>
  );
}

describe('spec §9: the media beside a career description (CareerMedia)', () => {
  const original = globalThis.ResizeObserver;
  beforeEach(() => {
    observed = [];
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = original;
  });

  it('is 440 px beside a description up to 426 px, 460 px beside a taller one, and follows it', () => {
    render(<Detail video />);
    const media = screen.getByTestId('career-media');
    expect(media.tagName).toBe('VIDEO');
    act(() => resize(426));
    expect(media).toHaveStyle({ height: '440px' });
    act(() => resize(427));
    expect(media).toHaveStyle({ height: '460px' });
    act(() => resize(300));
    expect(media).toHaveStyle({ height: '440px' });
  });

  it('a picture follows the same rule; the observer goes with the page', () => {
    const { unmount } = render(<Detail />);
    act(() => resize(600));
    expect(screen.getByTestId('career-media').tagName).toBe('IMG');
    expect(screen.getByTestId('career-media')).toHaveStyle({ height: '460px' });
    unmount();
    expect(observed).toHaveLength(0);
  });
});
