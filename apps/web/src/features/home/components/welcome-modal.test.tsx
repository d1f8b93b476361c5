import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { WelcomeModal } from './welcome-modal';
import { shouldShowWelcome } from './welcome-rules';

function renderHome() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <WelcomeModal /> },
      { path: '/signup', element: <p>signup page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('shouldShowWelcome', () => {
  it('is true only with neither the first-seen flag nor an access token', () => {
    expect(shouldShowWelcome()).toBe(true);
    localStorage.setItem(STORAGE_KEYS.access, 'token');
    expect(shouldShowWelcome()).toBe(false);
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.firstSeen, 'true');
    expect(shouldShowWelcome()).toBe(false);
  });
});

describe('WelcomeModal', () => {
  it('shows on a first visit and sets the flag when closed', async () => {
    renderHome();
    expect(screen.getByRole('dialog', { name: 'Welcome to Pathscoop!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "I'm just looking around" }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.firstSeen)).toBe('true');
  });

  it('does not show when the flag is set', () => {
    localStorage.setItem(STORAGE_KEYS.firstSeen, 'true');
    renderHome();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not show to a visitor with a stored access token', () => {
    localStorage.setItem(STORAGE_KEYS.access, 'token');
    renderHome();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Student goes to sign-up and sets the flag', async () => {
    const router = renderHome();
    await userEvent.click(screen.getByRole('button', { name: /Student/ }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(localStorage.getItem(STORAGE_KEYS.firstSeen)).toBe('true');
  });

  it('Educator/Partner opens the partner site in a new tab', () => {
    renderHome();
    const link = screen.getByRole('link', { name: /Educator\/Partner/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  });
});
