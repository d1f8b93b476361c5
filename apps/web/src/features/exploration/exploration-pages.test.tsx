import type { CareerDetailResult, CareerResult, StrengthProfile } from '@pathscoop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { Component as CareerDetailPage } from './career-detail-page';
import { Component as RecommendationsPage } from './recommendations-page';
import { Component as StrengthsPage } from './strengths-page';

afterEach(() => vi.unstubAllGlobals());

const result = (i: number, overrides: Partial<CareerResult> = {}): CareerResult => ({
  id: 100 + i,
  unique_title: {
    id: `15-12${String(i).padStart(2, '0')}.00`,
    title: `Career ${i}`,
    mask_title: `Career ${i}`,
    impact: 'M',
    resource: null,
    resource_type: null,
  },
  description: `What career ${i} does.`,
  ai: 'AI recommended this.',
  score: null,
  interested: false,
  booked: false,
  match: 80,
  rank: i,
  reasons: [],
  created_at: '2025-01-01T00:00:00Z',
  ...overrides,
});
const page = (results: CareerResult[]) => ({
  body: { count: results.length, next: null, previous: null, results },
});

function Stub({ text }: { text: string }) {
  return <p>{text}</p>;
}

function render(handlers: Parameters<typeof mockApi>[0], entry: string) {
  localStorage.setItem(STORAGE_KEYS.access, 'token');
  const calls = mockApi(handlers);
  renderRoute(
    [
      { path: '/profile/recommendations', Component: RecommendationsPage },
      { path: '/profile/recommendations/career/:id', Component: CareerDetailPage },
      { path: '/profile/strengths', Component: StrengthsPage },
      { path: '/pricingplan', Component: () => <Stub text="pricing page" /> },
      { path: '/scenario/0', Component: () => <Stub text="scenario page" /> },
    ],
    entry,
  );
  return calls;
}

describe('/profile/recommendations', () => {
  it('shows the empty state with Start Test Now and Meet Your AI Companions', async () => {
    render({ 'GET recommendations/': () => page([]) }, '/profile/recommendations');
    expect(
      await screen.findByRole('heading', { name: "You don't have any recommendations yet" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meet Your AI Companions' })).toHaveAttribute(
      'href',
      '/profile/ai-companions',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start Test Now' }));
    expect(await screen.findByText('scenario page')).toBeInTheDocument();
  });

  it('splits saved and other careers; the panel moves through its three stages', async () => {
    const one = [result(1, { interested: true, score: 4 }), result(2), result(3)];
    render({ 'GET recommendations/': () => page(one) }, '/profile/recommendations');
    const interest = await screen.findByRole('region', { name: /Careers of Interest/ });
    expect(within(interest).getByText('Career 1')).toBeInTheDocument();
    expect(within(interest).getByRole('img', { name: 'Your score: 4 of 5 stars' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /Careers to Consider/ })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Want to compare or build a plan?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Career 2' })).toHaveAttribute(
      'href',
      '/profile/recommendations/career/102',
    );
  });

  it('two saved: Next Steps? buttons are locked unless the agent is in the companions list', async () => {
    const two = [result(1, { interested: true }), result(2, { interested: true })];
    const calls = render(
      {
        'GET recommendations/': () => page(two),
        'GET ai-agents/': () => ({
          body: { count: 1, next: null, previous: null, results: [{ id: 7, name: 'Career Buddy' }] },
        }),
      },
      '/profile/recommendations',
    );
    expect(await screen.findByRole('heading', { name: 'Next Steps?' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Compare Careers' })).toHaveAttribute(
      'href',
      '/profile/ai-companions/7/career-buddy?type=compare-careers',
    );
    expect(screen.getByRole('link', { name: 'Start an Action Plan' })).toHaveAttribute(
      'href',
      '/profile/ai-companions/7/career-buddy?type=start-action-plan',
    );
    expect(screen.getByRole('button', { name: /Find Schools & Programs/ })).toBeDisabled();
    expect(calls.some((c) => c.path === 'ai-agents/?page=1')).toBe(true);
  });
});

const detail = (overrides: Partial<CareerDetailResult> = {}): CareerDetailResult => {
  const base = result(5, { score: null });
  return {
    ...base,
    text: 'Career 5',
    description_long: 'First paragraph.\n\nSecond paragraph.',
    first_name: null,
    agent_id: null,
    unique_title: {
      ...base.unique_title,
      outlook_url: 'https://www.onetonline.org/link/summary/15-1205.00',
      unique_title_questions: [
        {
          id: 1,
          question: 'What does a day in this work look like?',
          ordering: 1,
          answer: { answer: '<b>Busy</b> days.' },
          refresh_count: 1,
          refresh_limit: 5,
        },
        {
          id: 2,
          question: 'How much does it pay?',
          ordering: 2,
          answer: { answer: 'About $90,000.' },
          refresh_count: 4,
          refresh_limit: 5,
        },
        {
          id: 5,
          question: 'How will AI change this career?',
          ordering: 5,
          answer: { answer: 'AI impact: Moderate.' },
          refresh_count: 1,
          refresh_limit: 5,
        },
      ],
    },
    ...overrides,
  };
};

describe('/profile/recommendations/career/{id}', () => {
  it('opens one answer at a time, strips HTML, refreshes to 5/5 and then disables refresh', async () => {
    render(
      {
        'GET result/105/': () => ({ body: detail() }),
        'GET profile/': () => ({ status: 404, body: { detail: 'Not found.' } }),
        'GET question/2/refresh/answer/': () => ({
          body: {
            id: 2,
            question: 'How much does it pay?',
            ordering: 2,
            answer: { answer: 'Now $91,000.' },
            refresh_count: 5,
            refresh_limit: 5,
          },
        }),
      },
      '/profile/recommendations/career/105',
    );
    const day = await screen.findByRole('button', { name: 'What does a day in this work look like?' });
    await userEvent.click(day);
    expect(await screen.findByText('Busy days.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText(/<b>/)).not.toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'How much does it pay?' });
    await userEvent.click(pay);
    expect(day).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('scoop-count')).toHaveTextContent('4/5 scoops');
    await userEvent.click(
      screen.getByRole('button', { name: /Refresh the answer to How much does it pay\?/ }),
    );
    await waitFor(() => expect(screen.getByTestId('scoop-count')).toHaveTextContent('5/5 scoops'));
    expect(
      screen.getByRole('button', { name: /Refresh the answer to How much does it pay\?/ }),
    ).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'AI impact forecast: Moderate' })).toBeInTheDocument();
  });

  it('books through the learn-more dialog and shows Success!; a 403 opens the plan modal', async () => {
    const calls = render(
      {
        'GET result/105/': () => ({ body: detail() }),
        'PATCH result/105/': () => ({ body: result(5, { booked: true }) }),
      },
      '/profile/recommendations/career/105',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Learn More' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your way to learn more.' });
    expect(within(dialog).getByRole('button', { name: /AI Career Buddy/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /AI Insights Report/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Mentorship Session/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Okay' }));
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ score: null, booked: true });
  });

  it('sends gated saves to the plan modal whose OK goes to /pricingplan', async () => {
    render(
      {
        'GET result/105/': () => ({ body: detail() }),
        'PATCH result/105/': () => ({ status: 403, body: { detail: 'Choose a plan.' } }),
      },
      '/profile/recommendations/career/105',
    );
    await userEvent.click(await screen.findByRole('button', { name: '♡ Save career' }));
    expect(await screen.findByText('Choose a plan.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('pricing page')).toBeInTheDocument();
  });
});

describe('/profile/strengths', () => {
  const profile: StrengthProfile = {
    first_name: 'Maya',
    top_traits: ['People helper (Social)', 'Good at sticking with hard problems'],
    traits_insights: 'You rated 9 of the 10 helping activities highly.',
    top_skills: ['Listening'],
    skills_insights: 'You put 3 skills in great.',
    top_activities: ['Help a classmate'],
    activities_insights: 'Most are about helping.',
  };

  it('shows the empty state before an attempt', async () => {
    render(
      {
        'GET my-strength-profile/': () => ({
          body: { ...profile, top_traits: [], top_skills: [], top_activities: [] },
        }),
      },
      '/profile/strengths',
    );
    expect(await screen.findByText('Still loading your greatness… Come back soon!')).toBeInTheDocument();
  });

  it('greets, truncates items over 25 characters and expands them on click; See More shows the insight', async () => {
    render({ 'GET my-strength-profile/': () => ({ body: profile }) }, '/profile/strengths');
    expect(await screen.findByText('Hi Maya!')).toBeInTheDocument();
    const long = screen.getByRole('button', { name: /Good at sticking with hard problems \(shortened/ });
    expect(long).toHaveTextContent('Good at sticking with har…');
    await userEvent.click(long);
    expect(long).toHaveTextContent('Good at sticking with hard problems');
    expect(screen.queryByText(profile.traits_insights)).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'See More' })[0] as HTMLElement);
    expect(screen.getByText(profile.traits_insights)).toBeInTheDocument();
  });
});
