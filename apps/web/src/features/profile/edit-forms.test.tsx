import type { Profile } from '@pathscoop/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from '../../lib/auth-storage';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { Component as EditPassword } from './edit-password-page';
import { Component as EditProfile } from './edit-profile-page';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const profile = {
  id: 7,
  email: 'maya@example.com',
  role: 'Student',
  first_name: 'Maya',
  last_name: 'Lopez',
  phone: '555-0100',
  age: 16,
  address: '12 Elm St',
  city: 'Springfield',
  state: 'IL',
  country: 'US',
  zipcode: '62701',
  careers: 'Nurse',
  certainty: 7,
  grade: 'JR',
  education: 6,
  about_me: '',
} as unknown as Profile;

const routes = [
  { path: '/profile/EditProfile', element: <EditProfile /> },
  { path: '/profile/editPassword', element: <EditPassword /> },
  { path: '/profile/profile-info', element: <p>profile info</p> },
];

describe('/profile/EditProfile', () => {
  it('shows the spec message of the first failing rule and sends nothing', async () => {
    const calls = mockApi({ 'GET profile/': () => ({ body: profile }) });
    renderRoute(routes, '/profile/EditProfile');
    const email = await screen.findByRole('textbox', { name: /Email/ });
    await userEvent.clear(screen.getByRole('textbox', { name: /Full name/ }));
    await userEvent.clear(email);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.queryByText('Invalid email format')).toBeNull();
    await userEvent.type(email, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('splits the full name, shows the server e-mail error under the form, and Cancel asks first', async () => {
    const calls = mockApi({
      'GET profile/': () => ({ body: profile }),
      'PATCH profile/': () => ({ status: 400, body: { email: ['A user with this email already exists.'] } }),
    });
    renderRoute(routes, '/profile/EditProfile');
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana Maria Lopez');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A user with this email already exists.');
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({ first_name: 'Ana', last_name: 'Maria Lopez', age: 16, certainty: 7 });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Are you sure you want to Cancel?' })).toHaveTextContent(
      'Your changes will not be saved.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/profile-info'));
  });
});

describe('issue 24 #4: changing the e-mail address on /profile/EditProfile', () => {
  it('asks for the current password only when the address changes, sends it, and shows its error under the field', async () => {
    const calls = mockApi({
      'GET profile/': () => ({ body: profile }),
      'PATCH profile/': () => ({
        status: 400,
        body: { current_password: ['Your current password is not correct.'] },
      }),
    });
    renderRoute(routes, '/profile/EditProfile');
    const email = await screen.findByRole('textbox', { name: /Email/ });
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'new.address@example.com');
    const password = await screen.findByLabelText(/Current password/);
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(password, 'Kayak-Lantern-47');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      email: 'new.address@example.com',
      current_password: 'Kayak-Lantern-47',
    });
  });
});

describe('/profile/editPassword', () => {
  it('the spec messages: empty, too short, mismatch', async () => {
    const calls = mockApi({});
    renderRoute(routes, '/profile/editPassword');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter password.')).toBeInTheDocument();
    expect(screen.getByText('Please enter confirm new password.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText('password mismatch.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('stores the fresh tokens, shows success for 3 seconds, then goes to profile info', async () => {
    mockApi({ 'POST set-password/': () => ({ body: { detail: 'ok', access: 'new-a', refresh: 'new-r' } }) });
    renderRoute(routes, '/profile/editPassword');
    await userEvent.type(screen.getByLabelText('Current password'), 'Old-Password-1');
    await userEvent.type(screen.getByLabelText('New password'), 'Lantern-Orchard-58');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Lantern-Orchard-58');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Your password has been changed./)).toHaveAttribute('role', 'status');
    expect(authStorage.getAccess()).toBe('new-a');
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/editPassword');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/profile-info'), {
      timeout: 4000,
    });
  });
});
