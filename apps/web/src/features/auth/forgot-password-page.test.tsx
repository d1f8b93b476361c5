import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { Component as ForgotPassword } from './forgot-password-page';

const render = (entry: string) =>
  renderRoute([{ path: '/forgotpassword', Component: ForgotPassword }], entry);

// Many fields typed key by key: give slow shared machines room.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

describe('/forgotpassword step 1', () => {
  it("validates the e-mail, sends it, and opens 'Check your email'", async () => {
    const calls = mockApi({ 'POST password_reset/': () => ({ body: { status: 'OK', msg: 'sent' } }) });
    render('/forgotpassword');
    await userEvent.type(screen.getByLabelText('Email'), 'maya@');
    await userEvent.click(screen.getByRole('button', { name: 'Send to Email' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Email'), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send to Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(within(dialog).getByText(/spam/)).toBeInTheDocument();
    expect(calls[0].body).toEqual({ email: 'maya@example.com' });
  });

  it("shows 'Reset Password Failed.' with the backend msg; closing clears the e-mail", async () => {
    mockApi({
      'POST password_reset/': () => ({ status: 429, body: { status: 'error', msg: 'Too many requests.' } }),
    });
    render('/forgotpassword');
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send to Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password Failed.' });
    expect(within(dialog).getByText('Too many requests.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});

describe('/forgotpassword?token= step 2', () => {
  it("says 'check Confirmation password' on a mismatch and sends nothing", async () => {
    const calls = mockApi({});
    render('/forgotpassword?token=abc');
    await userEvent.type(screen.getByLabelText('New Password'), 'Brand-New-Pass-9');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Brand-New-Pass-8');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('check Confirmation password')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('each password has an eye toggle', async () => {
    render('/forgotpassword?token=abc');
    const input = screen.getByLabelText('New Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show confirm new password' })).toBeInTheDocument();
  });

  it('sends token and password, then links to sign-in', async () => {
    const calls = mockApi({
      'POST password_reset/confirm/': () => ({ body: { detail: 'Your password has been reset.' } }),
    });
    render('/forgotpassword?token=abc');
    await userEvent.type(screen.getByLabelText('New Password'), 'Brand-New-Pass-9');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Brand-New-Pass-9');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(calls[0].body).toEqual({ token: 'abc', password: 'Brand-New-Pass-9' });
  });

  it('an expired link says so and offers a new one', async () => {
    mockApi({
      'POST password_reset/confirm/': () => ({
        status: 400,
        body: { detail: 'This password reset link is invalid or has expired. Please request a new one.' },
      }),
    });
    render('/forgotpassword?token=old');
    await userEvent.type(screen.getByLabelText('New Password'), 'Brand-New-Pass-9');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Brand-New-Pass-9');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid or has expired');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Send me a new link' })).toBeInTheDocument());
  });
});
