import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from '../../lib/auth-storage';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { Component as SigninPage } from './signin-page';

const user = {
  id: 7,
  email: 'maya@example.com',
  first_name: 'Maya',
  last_name: 'Lopez',
  role: 'Student' as const,
  pricing_plan: null,
  affiliate_code: null,
  school: null,
  image: null,
};

function Profile() {
  return <p>profile page</p>;
}

function renderSignin(entry = '/signin') {
  return renderRoute(
    [
      { path: '/signin', Component: SigninPage },
      { path: '/profile', Component: Profile },
      { path: '/results', Component: Profile },
    ],
    entry,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/signin', () => {
  it('sends nothing and shows the messages when the e-mail is invalid or the password blank', async () => {
    const calls = mockApi({});
    renderSignin();
    expect(screen.getByText('Please input email address')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password field may not be blank.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('Enter in the password field submits, stores tokens and user, and follows ?redirect=', async () => {
    const calls = mockApi({
      'POST auth/': () => ({ body: { access: 'acc', refresh: 'ref', user } }),
    });
    renderSignin('/signin?redirect=/results');
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'scoop-Secret-42{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/results'));
    expect(calls[0].body).toEqual({ email: 'maya@example.com', password: 'scoop-Secret-42' });
    expect(authStorage.getAccess()).toBe('acc');
    expect(authStorage.getRefresh()).toBe('ref');
    expect(authStorage.getUser()?.first_name).toBe('Maya');
  });

  it('goes to /profile without redirect, and ignores off-site redirects', async () => {
    mockApi({ 'POST auth/': () => ({ body: { access: 'acc', refresh: 'ref', user } }) });
    renderSignin('/signin?redirect=//evil.example.com');
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'pw{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/));
  });

  it('redirects a visitor who is already signed in at once', async () => {
    authStorage.setTokens('acc', 'ref');
    renderSignin('/signin');
    await waitFor(() => expect(screen.getByText('profile page')).toBeInTheDocument());
  });

  it("shows 'Login Failed.' with every backend value on its own line; closing clears both fields", async () => {
    mockApi({
      'POST auth/': () => ({
        status: 400,
        body: { email: ['Unknown e-mail.'], password: ['Too weak.', 'Try again.'] },
      }),
    });
    renderSignin();
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'nope{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Login Failed.' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Unknown e-mail.', 'Too weak.', 'Try again.']);
    expect(authStorage.getAccess()).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
