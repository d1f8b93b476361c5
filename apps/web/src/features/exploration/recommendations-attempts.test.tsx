import type { Recommendation } from '@pathscoop/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { Component as RecommendationsPage } from './recommendations-page';

afterEach(() => vi.unstubAllGlobals());

const rec = (i: number, attempt: number, takenAt: string): Recommendation => ({
  id: 100 + i,
  unique_title: {
    id: `15-12${String(i).padStart(2, '0')}.00`,
    title: `Career ${i}`,
    mask_title: `Career ${i}`,
    impact: 'M',
    resource: null,
    resource_type: null,
  },
  description: '',
  ai: 'AI recommended this.',
  score: null,
  interested: false,
  booked: false,
  match: 80,
  rank: i,
  reasons: [],
  created_at: takenAt,
  attempt: { number: attempt, taken_at: takenAt },
});

function show(results: Recommendation[]) {
  localStorage.setItem(STORAGE_KEYS.access, 'token');
  mockApi({
    'GET recommendations/': () => ({ body: { count: results.length, next: null, previous: null, results } }),
  });
  renderRoute(
    [{ path: '/profile/recommendations', Component: RecommendationsPage }],
    '/profile/recommendations',
  );
}

describe('issue 24 #17: recommendations after a retake', () => {
  it('issue 24 #17: each row names its attempt and date when the list spans two attempts', async () => {
    show([
      rec(1, 2, '2026-11-20T15:00:00Z'),
      rec(2, 2, '2026-11-20T15:00:00Z'),
      rec(3, 1, '2026-10-02T15:00:00Z'),
    ]);
    const consider = await screen.findByRole('region', { name: /Careers to Consider/ });
    const rows = within(consider).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Attempt 2 · Nov 20, 2026');
    expect(rows[2]).toHaveTextContent('Attempt 1 · Oct 2, 2026');
    expect(screen.getByText(/You have taken the assessment 2 times/)).toBeInTheDocument();
  });

  it('issue 24 #17: one attempt only: no labels', async () => {
    show([rec(1, 1, '2026-11-20T15:00:00Z'), rec(2, 1, '2026-11-20T15:00:00Z')]);
    await screen.findByRole('region', { name: /Careers to Consider/ });
    expect(screen.queryByText(/Attempt 1/)).toBeNull();
  });
});
