import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CareerCarousel } from './career-carousel';
import { CAREER_CARDS } from './careers';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CareerCarousel', () => {
  it('shows the 20 spec careers once to assistive technology, with a pause control', async () => {
    stubReducedMotion(false);
    render(<CareerCarousel />);
    expect(CAREER_CARDS).toHaveLength(20);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(20);
    const pause = screen.getByRole('button', { name: 'Pause carousel' });
    await userEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play carousel' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('does not move with prefers-reduced-motion: no copies, no pause button, scrollable region', () => {
    stubReducedMotion(true);
    const { container } = render(<CareerCarousel />);
    expect(container.querySelectorAll('[data-card]')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: /carousel/ })).toBeNull();
    expect(screen.getByRole('region', { name: /scroll sideways/ })).toHaveAttribute('tabindex', '0');
  });
});
