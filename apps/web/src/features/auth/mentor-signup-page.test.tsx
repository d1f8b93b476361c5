import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { Component as MentorSignup } from './mentor-signup-page';

const INDUSTRIES = [
  { id: 3, name: 'Healthcare' },
  { id: 4, name: 'Technology' },
];
const TAGS = [
  { id: 10, name: 'Nursing' },
  { id: 11, name: 'Public Speaking' },
];

function HomeStub() {
  return <p>home page</p>;
}

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET industries/': () => ({ body: INDUSTRIES }),
    'GET tags/': () => ({ body: TAGS }),
    ...extra,
  });
  renderRoute(
    [
      { path: '/signup/mentor', Component: MentorSignup },
      { path: '/', Component: HomeStub },
    ],
    '/signup/mentor',
  );
  return calls;
}

// Many fields typed key by key: give slow shared machines room.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

describe('/signup/mentor', () => {
  it("has the spec's title and preselects the first industry", async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Signing up as Commmunity Partner' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Industry/)).toHaveValue('3'));
  });

  it('continues only with no e-mail error and first name, last name and phone present', async () => {
    setup();
    const next = screen.getByRole('button', { name: 'Continue' });
    await userEvent.click(next);
    expect(await screen.findByText('Please enter valid first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid last name')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid phone')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^First Name/), 'Sam');
    await userEvent.type(screen.getByLabelText(/^Last Name/), 'Rivera');
    await userEvent.type(screen.getByLabelText(/^Phone/), '555-0101');
    await userEvent.type(screen.getByLabelText(/^Email/), 'sam@hospital');
    await userEvent.click(next);
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Confirm Password/)).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Email/), '.org');
    await userEvent.click(next);
    expect(await screen.findByLabelText(/^Confirm Password/)).toBeInTheDocument();
  });

  it('adds tags from the list, removes them by click, and sends the mentor payload', async () => {
    const calls = setup({
      'POST signup/': () => ({
        status: 201,
        body: { detail: 'ok', user: { id: 2, email: 'sam@x.org', role: 'Mentor' } },
      }),
    });
    await waitFor(() => expect(screen.getByLabelText(/^Industry/)).toHaveValue('3'));
    await userEvent.type(screen.getByLabelText(/^First Name/), 'Sam');
    await userEvent.type(screen.getByLabelText(/^Last Name/), 'Rivera');
    await userEvent.type(screen.getByLabelText(/^Phone/), '555-0101');
    await userEvent.type(screen.getByLabelText(/^Email/), 'sam@hospital.org');
    await userEvent.selectOptions(screen.getByLabelText(/^Industry/), '4');
    await userEvent.selectOptions(screen.getByLabelText(/^Tags/), '10');
    await userEvent.selectOptions(screen.getByLabelText(/^Tags/), '11');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Nursing' }));
    expect(screen.queryByRole('button', { name: 'Remove Nursing' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Professional Profile Link/), 'linkedin.com/in/sam');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await userEvent.type(await screen.findByLabelText(/^Password/), 'Mentor-Time-30');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Mentor-Time-3');
    await userEvent.tab();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), '0');
    await userEvent.click(screen.getByRole('checkbox', { name: /certify/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    const dialog = await screen.findByRole('dialog', { name: 'Success !' });
    expect(calls.find((c) => c.path === 'signup/')?.body).toMatchObject({
      role: 'Mentor',
      first_name: 'Sam',
      email: 'sam@hospital.org',
      Industry: 4,
      tags: [11],
      social_url: 'https://linkedin.com/in/sam',
      shareDataCheck: false,
      is_read_terms_and_policies: true,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByText('home page')).toBeInTheDocument());
  });

  it("shows 'Sign up Failed.' with 'field: message' lines", async () => {
    setup({
      'POST signup/': () => ({
        status: 400,
        body: { email: ['A user with this email already exists.', 'x'] },
      }),
    });
    await userEvent.type(screen.getByLabelText(/^First Name/), 'Sam');
    await userEvent.type(screen.getByLabelText(/^Last Name/), 'Rivera');
    await userEvent.type(screen.getByLabelText(/^Phone/), '555-0101');
    await userEvent.type(screen.getByLabelText(/^Email/), 'sam@hospital.org');
    await waitFor(() => expect(screen.getByLabelText(/^Industry/)).toHaveValue('3'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByLabelText(/^Password/), 'Mentor-Time-30');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Mentor-Time-30');
    await userEvent.click(screen.getByRole('checkbox', { name: /certify/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign up Failed.' });
    expect(within(dialog).getByText('email: A user with this email already exists.')).toBeInTheDocument();
  });
});
