import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { ResultsDetailModal } from './results-detail-modal';

afterEach(() => vi.unstubAllGlobals());

function Home() {
  return (
    <main>
      <h1>Home</h1>
      <ResultsDetailModal />
    </main>
  );
}
function Pricing() {
  return <p>pricing page</p>;
}

const render = () =>
  renderRoute(
    [
      { path: '/', Component: Home },
      { path: '/pricingplan', Component: Pricing },
    ],
    '/',
  );

describe('<ResultsDetailModal /> (home page drop-in)', () => {
  it('shows the detail of a 403 results load; Back closes it, OK goes to /pricingplan', async () => {
    localStorage.setItem(STORAGE_KEYS.access, 'token');
    mockApi({
      'GET result/': () => ({ status: 403, body: { detail: 'Recommendations are for Career Explorers.' } }),
    });
    render();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Recommendations are for Career Explorers.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pricingplan'));
  });

  it('Back closes it; nothing is shown when the results load fine or nobody is signed in', async () => {
    localStorage.setItem(STORAGE_KEYS.access, 'token');
    mockApi({ 'GET result/': () => ({ status: 403, body: { detail: 'No access.' } }) });
    const first = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    const calls = mockApi({ 'GET result/': () => ({ body: [] }) });
    const second = render();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    second.unmount();

    localStorage.clear();
    const none = mockApi({});
    render();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(none).toHaveLength(0);
  });

  it('does not load results for a mentor (mentors have none)', async () => {
    localStorage.setItem(STORAGE_KEYS.access, 'token');
    localStorage.setItem(
      STORAGE_KEYS.user,
      JSON.stringify({
        id: 2,
        email: 'm@x.org',
        first_name: 'M',
        last_name: 'R',
        role: 'Mentor',
        pricing_plan: null,
        affiliate_code: null,
        school: null,
        image: null,
      }),
    );
    const calls = mockApi({
      'GET result/': () => ({ status: 403, body: { detail: 'Only students have results.' } }),
    });
    render();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
