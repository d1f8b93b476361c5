import type { Profile } from '@pathscoop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from '../../lib/auth-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { Component as NotBuilt } from './not-built-page';
import { Component as ProfileInfo } from './profile-info-page';
import { Component as ProfileLayout } from './profile-layout';

const base: Profile = {
  id: 1,
  email: 'maya@example.com',
  role: 'Student',
  first_name: 'Maya',
  last_name: 'Lopez',
  phone: '555-0100',
  age: 16,
  address: '12 Elm St',
  city: 'Springfield',
  state: 'IL',
  country: 'USA',
  zipcode: '62701',
  careers: 'Nurse, Pilot',
  certainty: 7,
  grade: 'JR',
  education: 6,
  favorite_ice_cream_flavor: 'Mint',
  about_me: '',
  title: '',
  industry: null,
  tags: [],
  social_url: '',
  image: null,
  profile_image: null,
  pricing_plan: null,
  plan_is_paid: false,
  plan_expires_at: null,
  affiliate_code: null,
  school: null,
  ai_report: null,
  email_verified: true,
  date_joined: '2025-01-01T00:00:00Z',
};

const routes = [
  {
    path: '/profile',
    Component: ProfileLayout,
    children: [
      { index: true, Component: () => <Navigate to="/profile/profile-info" replace /> },
      { path: 'profile-info', Component: ProfileInfo },
      { path: '*', Component: NotBuilt },
    ],
  },
  { path: '/signin', Component: () => <p>sign in page</p> },
  { path: '/', Component: () => <p>home page</p> },
];

function signIn(profile: Profile) {
  authStorage.setTokens('acc', 'ref');
  authStorage.setUser({
    id: profile.id,
    email: profile.email,
    first_name: profile.first_name,
    last_name: profile.last_name,
    role: profile.role,
    pricing_plan: null,
    affiliate_code: null,
    school: null,
    image: null,
  });
  localStorage.setItem(STORAGE_KEYS.scenarios, '{}');
  return mockApi({
    'GET profile/': () => ({ body: profile }),
    'POST auth/logout/': () => ({ status: 204 }),
  });
}

const menu = () => within(screen.getAllByRole('navigation', { name: 'Profile' })[0]);

// Many fields typed key by key: give slow shared machines room.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

describe('/profile layout', () => {
  it('sends guests to /signin with the path to come back to', async () => {
    renderRoute(routes, '/profile/profile-info');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/signin?redirect=%2Fprofile%2Fprofile-info'),
    );
  });

  it('student menu: every entry in order, unbuilt entries disabled (not links)', async () => {
    signIn(base);
    renderRoute(routes, '/profile');
    expect(await screen.findByText('Hi Maya !')).toBeInTheDocument();
    expect(screen.getByText('Profile Information')).toBeInTheDocument();
    const entries = menu()
      .getAllByRole('listitem')
      .map((li) => li.querySelector('a,button')?.textContent?.replace(/Soon$/, '').trim());
    expect(entries).toEqual([
      'Recommendations',
      'Strengths',
      'AI Insights Report',
      'AI Companions',
      'Sessions',
      'Custom Request',
      'Profile Info',
      'My Plan',
      'My Feedback',
      'Invite a Friend',
    ]);
    expect(menu().getByRole('link', { name: 'Profile Info' })).toHaveAttribute(
      'href',
      '/profile/profile-info',
    );
    for (const [name, route] of [
      ['Recommendations', 'recommendations'],
      ['Strengths', 'strengths'],
      ['Sessions', 'sessions'],
      ['Custom Request', 'customrequest'],
      ['My Feedback', 'MyFeedback'],
    ])
      expect(menu().getByRole('link', { name })).toHaveAttribute('href', `/profile/${route}`);
    expect(menu().getByRole('button', { name: 'Invite a Friend' })).not.toHaveAttribute('aria-disabled');
    for (const name of ['AI Insights Report'])
      expect(menu().getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Info' })).toBeInTheDocument();
    expect(document.title).toBe('Profile Info · Pathscoop');
  });

  it('the AI Insights Report opens the profile link in a new tab when there is one', async () => {
    signIn({ ...base, ai_report: 'https://reports.example.com/maya.pdf' });
    renderRoute(routes, '/profile/profile-info');
    const link = await menu().findByRole('link', { name: /AI Insights Report/ });
    expect(link).toHaveAttribute('href', 'https://reports.example.com/maya.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('mentor menu: Sessions, Profile Info, My Feedback, Invite a Friend', async () => {
    signIn({ ...base, role: 'Mentor', first_name: 'Sam', about_me: 'Nurse for 12 years.' });
    renderRoute(routes, '/profile/profile-info');
    expect(await screen.findByText('Hi Sam !')).toBeInTheDocument();
    const entries = menu()
      .getAllByRole('listitem')
      .map((li) => li.querySelector('a,button')?.textContent?.replace(/Soon$/, '').trim());
    expect(entries).toEqual(['Sessions', 'Profile Info', 'My Feedback', 'Invite a Friend']);
    expect(await screen.findByText('Nurse for 12 years.')).toBeInTheDocument();
    expect(screen.queryByText('Grade Level')).not.toBeInTheDocument();
  });

  it('an unknown profile page says so under the title My Profile, with a way back', async () => {
    signIn(base);
    renderRoute(routes, '/profile/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByText('This scoop melted away')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Profile Info' })).toHaveAttribute(
      'href',
      '/profile/profile-info',
    );
  });

  it("Log Out asks first; No keeps the session, Yes revokes it, clears storage and goes to '/'", async () => {
    const calls = signIn(base);
    renderRoute(routes, '/profile/profile-info');
    await screen.findByText('Hi Maya !');
    await userEvent.click(screen.getAllByRole('button', { name: 'Log Out' })[0]);
    let dialog = screen.getByRole('dialog', { name: 'Are you sure you want to Log Out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog', { name: /Log Out/ })).not.toBeInTheDocument();
    expect(authStorage.getAccess()).toBe('acc');

    await userEvent.click(screen.getAllByRole('button', { name: 'Log Out' })[0]);
    dialog = screen.getByRole('dialog', { name: 'Are you sure you want to Log Out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByText('home page')).toBeInTheDocument());
    expect(calls.find((c) => c.path === 'auth/logout/')?.body).toEqual({ refresh: 'ref' });
    for (const key of [STORAGE_KEYS.access, STORAGE_KEYS.refresh, STORAGE_KEYS.user, STORAGE_KEYS.scenarios])
      expect(localStorage.getItem(key)).toBeNull();
  });
});

describe('/profile/profile-info', () => {
  it('student: name, contact, age, careers, certainty, grade and education labels, initials avatar', async () => {
    signIn(base);
    renderRoute(routes, '/profile/profile-info');
    expect(await screen.findByRole('heading', { name: 'Maya Lopez' })).toBeInTheDocument();
    for (const text of [
      'maya@example.com',
      '555-0100',
      '12 Elm St',
      'Springfield',
      'IL',
      '16',
      'Nurse, Pilot',
      '7 / 10',
      'Junior',
      "Bachelor's Degree",
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getAllByTestId('avatar-initials')[0]).toHaveTextContent('ML');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/profile/EditProfile',
    );
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/profile/editPassword',
    );
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  });
});
