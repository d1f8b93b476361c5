import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteAnnouncer } from '../../components/layout/route-announcer';
import { AutocompleteField } from '../../components/ui/autocomplete-field';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { LearnMoreDialog } from '../exploration/components/learn-more-dialog';
import { InviteModal } from '../profile/components/invite-modal';
import { Component as EditPassword } from '../profile/edit-password-page';
import { searchCareers } from './api/search-careers';
import { Component as Step2 } from './new-student-step2-page';
import { Component as Signin } from './signin-page';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const career = (code: string, title: string) => ({
  code,
  title,
  description: '',
  job_zone: 3,
  median_wage: null,
  ai_impact: null,
  matched_title: null,
});

describe('issue 24 #19: words and promises', () => {
  it('issue 24 #19: a wrong affiliate code is shown at its field, not as "Whoops! Our server had a misstep!"', async () => {
    localStorage.setItem(
      STORAGE_KEYS.signupFormData,
      JSON.stringify({
        first_name: 'Maya',
        last_name: 'Lopez',
        email: 'maya@example.com',
        phone: '555-0100',
        address: '12 Elm St',
        city: 'Springfield',
        state: 'IL',
        zipcode: '62701',
        country: '',
        age: '16',
        grade: 'JR',
      }),
    );
    mockApi({
      'POST signup/': () => ({
        status: 400,
        body: { affiliate_code: ['This affiliate code is not valid.'] },
      }),
    });
    renderRoute([{ path: '/new/student/2', Component: Step2 }], '/new/student/2');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Scoop-2024-yum');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Scoop-2024-yum');
    await userEvent.click(screen.getByRole('radio', { name: '7' }));
    await userEvent.selectOptions(screen.getByLabelText(/^Education/), '6');
    await userEvent.type(screen.getByLabelText(/^Affiliate Code/), 'NOPE-123');
    await userEvent.click(screen.getByRole('checkbox', { name: /certify that I am over 13/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('This affiliate code is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/Whoops!/)).toBeNull();
    await waitFor(() => expect(screen.getByLabelText(/^Affiliate Code/)).toHaveFocus());
  });

  it('issue 24 #19: "Choose your way to learn more." has a Close button; the booking sentence reads right', async () => {
    const onClose = vi.fn();
    mockApi({});
    renderRoute(
      [
        {
          path: '/',
          Component: () => (
            <LearnMoreDialog
              open
              onClose={onClose}
              careerTitle="Video Game Designers"
              outlookUrl={null}
              reportUrl={null}
              careerBuddyId={null}
              onCareerBuddy={() => {}}
              onBook={async () => true}
            />
          ),
        },
      ],
      '/',
    );
    const dialog = screen.getByRole('dialog', { name: 'Choose your way to learn more.' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Mentorship Session/ }));
    expect(
      screen.getByText(/a professional who works in this career \(Video Game Designers\)/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/works as Video Game Designers/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('issue 24 #19: typing "Game Des" never offers the stale "Gam" suggestion (Gambling Dealers)', async () => {
    let release: () => void = () => {};
    mockApi({
      'GET careers/': async ({ path }) => {
        const q = decodeURIComponent(new URL(path, 'http://x/').searchParams.get('search') ?? '');
        if (q === 'Gam')
          return {
            body: {
              count: 1,
              next: null,
              previous: null,
              results: [career('39-3011.00', 'Gambling Dealers')],
            },
          };
        await new Promise<void>((r) => {
          release = r;
        });
        return {
          body: {
            count: 1,
            next: null,
            previous: null,
            results: [career('15-1255.00', 'Video Game Designers')],
          },
        };
      },
    });
    const picked: string[] = [];
    function Field() {
      const [v, setV] = useState('');
      return (
        <AutocompleteField
          label="Careers"
          value={v}
          onChange={(e) => setV(e.target.value)}
          fetchSuggestions={searchCareers}
          getLabel={(c) => c.title}
          minChars={3}
          onSelectSuggestion={(c) => picked.push(c.title)}
        />
      );
    }
    render(<Field />);
    const input = screen.getByRole('combobox', { name: 'Careers' });
    await userEvent.type(input, 'Gam');
    expect(
      await screen.findByRole('option', { name: 'Gambling Dealers' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.type(input, 'e Des');
    // The slow answer for "Game Des" is still on its way: the old suggestion is gone.
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Gambling Dealers' })).toBeNull());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(picked).toEqual([]);
    await waitFor(() => expect(release).not.toBe(undefined));
    await new Promise((r) => setTimeout(r, 400));
    release();
    await userEvent.click(
      await screen.findByRole('option', { name: 'Video Game Designers' }, { timeout: 5000 }),
    );
    expect(picked).toEqual(['Video Game Designers']);
  });

  it('issue 24 #19: a wrong current password is said once, under its field', async () => {
    mockApi({
      'POST set-password/': () => ({
        status: 400,
        body: { current_password: ['Your current password is not correct.'] },
      }),
    });
    renderRoute([{ path: '/p', Component: EditPassword }], '/p');
    await userEvent.type(screen.getByLabelText('Current password'), 'Wrong-Password-1');
    await userEvent.type(screen.getByLabelText('New password'), 'Lantern-Orchard-58');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Lantern-Orchard-58');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your current password is not correct.');
    expect(screen.getAllByText('Your current password is not correct.')).toHaveLength(1);
  });

  it('issue 24 #19: sending an invitation is confirmed after the modal closes', async () => {
    mockApi({ 'POST invitations/': () => ({ status: 201, body: { detail: 'ok' } }) });
    function Host() {
      const [open, setOpen] = useState(true);
      return <InviteModal open={open} onClose={() => setOpen(false)} />;
    }
    renderRoute([{ path: '/', Component: Host }], '/');
    await userEvent.type(screen.getByLabelText("Friend's email"), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const done = await screen.findByRole('dialog', { name: 'Invitation sent' });
    expect(within(done).getByText(/Invitation sent to sam@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Invite a Friend' })).toBeNull();
  });

  it('issue 24 #19: after closing "Login Failed." focus is on the Email field, not the page body', async () => {
    mockApi({
      'POST auth/': () => ({ status: 400, body: { detail: 'No account with these credentials.' } }),
    });
    renderRoute([{ path: '/signin', Component: Signin }], '/signin');
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'nope{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Login Failed.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('issue 24 #19: a route change is announced by its page title', async () => {
    function Page({ title, to }: { title: string; to?: string }) {
      document.title = `${title} | Pathscoop`;
      return to ? <Link to={to}>go</Link> : <p>{title}</p>;
    }
    renderRoute(
      [
        {
          path: '/',
          Component: () => (
            <>
              <Outlet />
              <RouteAnnouncer />
            </>
          ),
          children: [
            { path: 'a', Component: () => <Page title="Stories" to="/b" /> },
            { path: 'b', Component: () => <Page title="Sign in" /> },
          ],
        },
      ],
      '/a',
    );
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('');
    await userEvent.click(screen.getByRole('link', { name: 'go' }));
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent('Sign in page'));
    expect(screen.getByTestId('route-announcer')).toHaveAttribute('aria-live', 'polite');
  });
});
