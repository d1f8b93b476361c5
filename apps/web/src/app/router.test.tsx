import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes, preloadPage } from './router';

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200 })),
  );
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});

describe('preloadPage (main.tsx awaits it before the first render)', () => {
  it('a preloaded page is in the very first commit: the prerendered markup is replaced by the page itself', async () => {
    await preloadPage('/about');
    act(() => {
      renderAt('/about');
    });
    // Synchronously: no empty main area while a chunk loads.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('a page that was not preloaded shows an empty main area first, then the page', async () => {
    act(() => {
      renderAt('/privacypolicy');
    });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('knows the pages a visit starts on, nested profile pages by their layout', async () => {
    await expect(preloadPage('/scenario/1/1')).resolves.toBeDefined();
    await expect(preloadPage('/profile/recommendations/career/12')).resolves.toBeDefined();
    await expect(preloadPage('/no/such/page')).resolves.toBeUndefined();
  });
});

describe('issue 24 #20: the back office has its own layout', () => {
  it('issue 24 #20: a signed-out visitor at /backoffice gets the back-office sign-in, without the public navigation or newsletter footer', async () => {
    localStorage.clear();
    act(() => {
      renderAt('/backoffice');
    });
    expect(await screen.findByRole('heading', { name: 'Operators only', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Pathscoop back office')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Get our newsletter' })).toBeNull();
    expect(screen.queryByText('Community Partner')).toBeNull();
  });
});
