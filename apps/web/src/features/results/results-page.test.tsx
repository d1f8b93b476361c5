import type { CareerResult } from '@pathscoop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { Component as ResultsPage } from './results-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function PricingStub() {
  return <p>pricing page</p>;
}
function SigninStub() {
  return <p>sign in page</p>;
}

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
  ai: `AI recommended this because you like building things (${i}).`,
  score: null,
  interested: false,
  booked: false,
  match: 90 - i,
  rank: i,
  reasons: [],
  created_at: '2025-01-01T00:00:00Z',
  ...overrides,
});
const TEN = Array.from({ length: 10 }, (_, i) => result(i + 1));

function render(
  handlers: Parameters<typeof mockApi>[0],
  entry: string | { pathname: string; state?: unknown } = '/results',
) {
  localStorage.setItem(STORAGE_KEYS.access, 'token');
  const calls = mockApi(handlers);
  const utils = renderRoute(
    [
      { path: '/results', Component: ResultsPage },
      { path: '/pricingplan', Component: PricingStub },
      { path: '/signin', Component: SigninStub },
    ],
    entry,
  );
  return { ...utils, calls };
}

describe('/results', () => {
  it('sends visitors who are not signed in to /signin?redirect=/results', async () => {
    mockApi({});
    renderRoute(
      [
        { path: '/results', Component: ResultsPage },
        { path: '/signin', Component: SigninStub },
      ],
      '/results',
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/signin?redirect=/results'),
    );
  });

  it('shows the top 10 with the profile link and the O*NET credit', async () => {
    render({ 'GET result/': () => ({ body: TEN }) });
    expect(await screen.findByRole('heading', { name: 'Your top 10 careers' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'View these in your profile' })).toHaveAttribute(
      'href',
      '/profile/recommendations',
    );
    expect(screen.getByTestId('onet-attribution')).toBeInTheDocument();
    expect(
      screen.getByText(
        /How this list was made: we compared your interests, skills, favourite activities, work values and education plans with O\*NET’s data/,
      ),
    ).toBeInTheDocument();
  });

  it('without any attempt: says the assessment was not taken, links to it and does not poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = render({ 'GET result/': () => ({ body: [] }) });
    expect(
      await screen.findByRole('heading', { name: 'You have not taken the assessment yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start the assessment' })).toHaveAttribute('href', '/scenario/0');
    expect(screen.queryByRole('heading', { name: /finding your top 10/ })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('fewer than 10 after a submission: AI-thinking screen, retry after 10 s, a new story every 15 s, Almost there! at 90 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = render(
      { 'GET result/': () => ({ body: [] }) },
      { pathname: '/results', state: { submitted: true } },
    );
    expect(await screen.findByRole('heading', { name: /finding your top 10/ })).toBeInTheDocument();
    expect(screen.getByText('Walt Disney')).toBeInTheDocument();
    const gets = () => calls.filter((c) => c.method === 'GET').length;
    expect(gets()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(10_500));
    expect(gets()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('Oprah Winfrey')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Almost there!' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(75_000));
    expect(screen.getByRole('dialog', { name: 'Almost there!' })).toBeInTheDocument();
  });

  it('a results error with a detail opens the modal; OK goes to /pricingplan', async () => {
    render({
      'GET result/': () => ({ status: 403, body: { detail: 'Community Partners have no results.' } }),
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Community Partners have no results.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pricingplan'));
  });
});

describe('career card', () => {
  it('closing the card sends the score with booked false', async () => {
    const { calls } = render({
      'GET result/': () => ({ body: TEN }),
      'PATCH result/101/': (c) => ({ body: { ...TEN[0], ...(c.body as object) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^1\W+Career 1\W/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Career 1' });
    expect(within(dialog).getByText('AI recommended')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 of 5 stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ score: 4, booked: false }),
    );
  });

  it('save shows the success state with a loader for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = render({
      'GET result/': () => ({ body: TEN }),
      'PATCH result/102/': () => ({ body: { ...TEN[1], interested: true } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^2\W+Career 2\W/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Career 2' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Save career/ }));
    // Busy, yet focusable (aria-disabled): the focus is not dropped to the page (issue 26).
    expect(await within(dialog).findByRole('button', { name: /Saved!/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ interested: true });
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(within(dialog).getByRole('button', { name: /Unsave/ })).toBeEnabled();
  });

  it('Learn More marks booked; gated → the detail modal whose OK goes to /pricingplan', async () => {
    const { calls } = render({
      'GET result/': () => ({ body: TEN }),
      'PATCH result/103/': () => ({ status: 403, body: { detail: 'Choose a pricing plan first.' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^3\W+Career 3\W/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Career 3' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Learn More' }));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ score: null, booked: true });
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pricingplan'));
  });

  it('issue 24 #12: a minor without a parent or guardian is asked for one with the reason, then the booking is sent again', async () => {
    let guardian = false;
    const reason = 'Before you book a mentorship session, add a parent or guardian. (reason)';
    const { calls } = render({
      'GET result/': () => ({ body: TEN }),
      'PUT guardian_contact/': () => {
        guardian = true;
        return { body: { detail: 'saved' } };
      },
      'GET guardian_contact/': () => ({ body: { guardian: null } }),
      'PATCH result/102/': () =>
        guardian
          ? { body: { ...TEN[1], booked: true } }
          : { status: 403, body: { detail: reason, code: 'guardian_required' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^2\W+Career 2\W/ }));
    const card = await screen.findByRole('dialog', { name: 'Career 2' });
    await userEvent.click(within(card).getByRole('button', { name: 'Learn More' }));
    const ask = await screen.findByRole('dialog', { name: 'Add a parent or guardian first' });
    expect(within(ask).getByText(reason)).toBeInTheDocument();
    // Not the plan modal: no navigation to /pricingplan.
    expect(screen.getByTestId('location')).toHaveTextContent('/results');
    await userEvent.click(within(ask).getByRole('button', { name: 'Save and book' }));
    expect(await within(ask).findByText('Enter a valid email address.')).toBeInTheDocument();
    await userEvent.type(within(ask).getByLabelText(/Their email/), 'ana.parent@example.net');
    await userEvent.click(within(ask).getByRole('button', { name: 'Save and book' }));
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ email: 'ana.parent@example.net' });
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2);
  });
});
