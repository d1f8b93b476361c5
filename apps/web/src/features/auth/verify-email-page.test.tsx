import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { Component as VerifyEmail } from './verify-email-page';

const render = (entry: string) => renderRoute([{ path: '/verify-email', Component: VerifyEmail }], entry);
afterEach(() => vi.unstubAllGlobals());

describe('/verify-email', () => {
  it('confirms the token once on arrival and offers sign-in', async () => {
    const calls = mockApi({
      'POST verify-email/': () => ({ body: { detail: 'Thank you! Your e-mail address is verified.' } }),
    });
    render('/verify-email?token=t1');
    expect(await screen.findByText('Thank you! Your e-mail address is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(calls.filter((c) => c.path === 'verify-email/')).toEqual([
      expect.objectContaining({ body: { token: 't1' } }),
    ]);
  });

  it('an expired link explains and mails a new one', async () => {
    const calls = mockApi({
      'POST verify-email/': () => ({
        status: 400,
        body: { detail: 'This verification link has expired. Please request a new one.' },
      }),
      'POST verify-email/resend/': () => ({ body: { detail: 'We have sent a new link.' } }),
    });
    render('/verify-email?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link has expired.');
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('We have sent a new link.')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ email: 'maya@example.com' });
  });
});
