import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { Footer } from './footer';
import { isFooterHidden, shouldScrollToTop } from './footer-rules';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Footer />
    </MemoryRouter>,
  );

describe('Footer visibility', () => {
  it.each([
    '/signup',
    '/signup/mentor',
    '/signin',
    '/forgotpassword',
    '/scenario/0',
    '/scenario/3/1',
    '/profile/profile-info',
  ])('is hidden on %s', (path) => {
    renderAt(path);
    expect(screen.queryByTestId('site-footer')).toBeNull();
    expect(isFooterHidden(path)).toBe(true);
  });

  it.each([
    '/',
    '/about',
    '/faq/communitypartner',
    '/stories/parents',
    '/terms',
    '/privacypolicy',
    '/results',
  ])('is shown on %s', (path) => {
    renderAt(path);
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
    expect(screen.getByText(/© 2025 Pathscoop/)).toBeInTheDocument();
  });

  it('subscribe box: the spec message for a bad address (cleared on input), then the success modal', async () => {
    const calls = mockApi({ 'POST subscriptions/': () => ({ status: 201, body: { detail: 'ok' } }) });
    renderAt('/');
    const input = screen.getByRole('textbox', { name: 'Get our newsletter' });
    await userEvent.type(input, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(calls).toHaveLength(0);
    await userEvent.clear(input);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(input, 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('dialog', { name: 'Thanks for subscribing!' })).toBeInTheDocument();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', 'subscriptions/', { email: 'sam@example.com' }],
    ]);
    expect(input).toHaveValue('');
  });
});

describe('Footer modals', () => {
  it('Contact us shows a real e-mail link', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(dialog.querySelector('a[href^="mailto:"]')).not.toBeNull();
    expect(dialog.querySelector('a[href^="tel:"]')).not.toBeNull();
  });

  it('Report a bug pre-fills the page address in the mail body', async () => {
    renderAt('/faq');
    await userEvent.click(screen.getByRole('button', { name: 'Report a bug' }));
    const link = await screen.findByRole('link', { name: /Write the bug report/ });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('Page: http');
  });
});

describe('scroll to top', () => {
  it('applies to the content pages only', () => {
    expect(['/about', '/stories/parents', '/faq', '/terms', '/privacypolicy'].every(shouldScrollToTop)).toBe(
      true,
    );
    expect(['/', '/signin', '/profile/sessions'].some(shouldScrollToTop)).toBe(false);
  });
});
