import type { AuthUser } from '@pathscoop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { mockApi } from '../../test/mock-api';
import { TopNav } from './top-nav';

const student: AuthUser = {
  id: 1,
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Lopez',
  role: 'Student',
  pricing_plan: null,
  affiliate_code: null,
  school: null,
  image: null,
};

function signIn(user: AuthUser) {
  localStorage.setItem(STORAGE_KEYS.access, 'token');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

function renderNav(path = '/') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <TopNav />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('TopNav Pricing Plan link', () => {
  it('is hidden for a guest, who sees Login and Sign Up', () => {
    const nav = renderNav();
    expect(nav.queryByRole('link', { name: 'Pricing Plan' })).toBeNull();
    expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/signin');
    expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('shows for a signed-in student without plan or affiliate code', () => {
    signIn(student);
    const nav = renderNav();
    expect(nav.getByRole('link', { name: 'Pricing Plan' })).toHaveAttribute('href', '/pricingplan');
    expect(nav.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('is hidden for a mentor', () => {
    signIn({ ...student, role: 'Mentor' });
    expect(renderNav().queryByRole('link', { name: 'Pricing Plan' })).toBeNull();
  });

  it('is hidden for a student with an affiliate code', () => {
    signIn({ ...student, affiliate_code: 'LINCOLN-HS' });
    expect(renderNav().queryByRole('link', { name: 'Pricing Plan' })).toBeNull();
  });

  it('is hidden for a student who already has a pricing plan', () => {
    signIn({ ...student, pricing_plan: 2 });
    expect(renderNav().queryByRole('link', { name: 'Pricing Plan' })).toBeNull();
  });
});

describe('TopNav member chip and links', () => {
  it('shows the full name, plan label and default avatar, linking to /profile', async () => {
    signIn({ ...student, role: 'Mentor' });
    const nav = renderNav();
    const chip = nav.getByRole('link', { name: /Ana Lopez/ });
    expect(chip).toHaveAttribute('href', '/profile');
    expect(await within(chip).findByText('Community Partner')).toBeInTheDocument();
    expect(chip.querySelector('img')).toHaveAttribute('src', '/images/avatar-default.svg');
  });

  it('names a school counselor (a Mentor-role team account) as such, not Community Partner', async () => {
    mockApi({
      'GET backoffice/me/': () => ({ body: { roles: [{ role: 'school_counselor', school_id: 1 }] } }),
    });
    signIn({ ...student, role: 'Mentor' });
    const chip = renderNav().getByRole('link', { name: /Ana Lopez/ });
    expect(await within(chip).findByText('School counselor')).toBeInTheDocument();
    expect(within(chip).queryByText('Community Partner')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('falls back to the e-mail when there is no name', () => {
    signIn({ ...student, first_name: '', last_name: '' });
    expect(renderNav().getAllByText('ana@example.com')[0]).toBeInTheDocument();
  });

  it('opens For Organizations and Blog in a new tab', () => {
    const nav = renderNav();
    for (const name of [/For Organizations/, /Blog/]) {
      const link = nav.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('shows a back arrow and the page name inside profile child routes', () => {
    signIn(student);
    renderNav('/profile/myPlan');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByTestId('mobile-page-name')).toHaveTextContent('My Plan');
  });

  it('has no back arrow outside the profile area', () => {
    renderNav('/about');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});
