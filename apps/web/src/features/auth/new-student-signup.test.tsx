import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { Component as Step1 } from './new-student-step1-page';
import { Component as Step2 } from './new-student-step2-page';

const routes = [
  { path: '/new/student', Component: Step1 },
  { path: '/new/student/2', Component: Step2 },
  { path: '/signin', Component: () => <p>sign in page</p> },
];

const STEP1 = {
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
};

const saved = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.signupFormData) ?? 'null');

// Many fields typed key by key: give slow shared machines room.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

describe('/new/student step 1', () => {
  it("shows '{Label} is required.' for every empty field and stays on step 1", async () => {
    renderRoute(routes, '/new/student');
    expect(screen.getByLabelText(/^Age/)).toHaveValue('15');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    for (const label of [
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Address',
      'City',
      'State',
      'Zip Code',
      'Grade',
    ])
      expect(await screen.findByText(`${label} is required.`)).toBeInTheDocument();
    expect(screen.queryByText('Age is required.')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/new/student');
  });

  it("says 'Email is invalid.' for a malformed address", async () => {
    renderRoute(routes, '/new/student');
    await userEvent.type(screen.getByLabelText(/^Email/), 'maya@');
    await userEvent.tab();
    expect(await screen.findByText('Email is invalid.')).toBeInTheDocument();
  });

  it('keeps typed values in local storage and restores them after a reload', async () => {
    const first = renderRoute(routes, '/new/student');
    await userEvent.type(screen.getByLabelText(/^First Name/), 'Maya');
    await userEvent.selectOptions(screen.getByLabelText(/^Grade/), 'SR');
    expect(saved()).toMatchObject({ first_name: 'Maya', grade: 'SR', age: '15' });
    first.unmount();
    renderRoute(routes, '/new/student');
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Maya');
    expect(screen.getByLabelText(/^Grade/)).toHaveValue('SR');
  });

  it('Clear Form empties the fields and the stored data', async () => {
    localStorage.setItem(STORAGE_KEYS.signupFormData, JSON.stringify(STEP1));
    renderRoute(routes, '/new/student');
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Lopez');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Form' }));
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Age/)).toHaveValue('15');
    expect(saved()?.last_name ?? '').toBe('');
  });

  it('picking an address suggestion fills city, state and zip code', async () => {
    mockApi({
      'GET address/autocomplete/': ({ path }) => ({
        body: path.includes('q=Spring')
          ? [
              {
                formatted_address: 'Springfield, IL 62701, USA',
                city: 'Springfield',
                state: 'IL',
                zipcode: '62701',
                country: 'USA',
              },
            ]
          : [],
      }),
    });
    renderRoute(routes, '/new/student');
    await userEvent.type(screen.getByRole('combobox', { name: /^Address/ }), 'Spring');
    const option = await screen.findByRole('option', { name: 'Springfield, IL 62701, USA' });
    await userEvent.click(option);
    expect(screen.getByLabelText(/^City/)).toHaveValue('Springfield');
    expect(screen.getByLabelText(/^State/)).toHaveValue('IL');
    expect(screen.getByLabelText(/^Zip Code/)).toHaveValue('62701');
    expect(screen.getByRole('combobox', { name: /^Address/ })).toHaveValue('Springfield, IL 62701, USA');
  });

  it('Continue with a complete step goes to step 2 and carries the affiliate code', async () => {
    localStorage.setItem(STORAGE_KEYS.signupFormData, JSON.stringify(STEP1));
    renderRoute(routes, '/new/student?affiliate_code=SPRING24');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/new/student/2?affiliate_code=SPRING24'),
    );
    expect(screen.getByLabelText(/^Affiliate Code/)).toHaveValue('SPRING24');
  });
});

describe('/new/student/2', () => {
  it('without saved step-1 data redirects to step 1 (keeping the affiliate code)', async () => {
    renderRoute(routes, '/new/student/2?affiliate_code=X1');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/new/student?affiliate_code=X1'),
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  async function fillRequired() {
    await userEvent.type(screen.getByLabelText(/^Password/), 'Scoop-2024-yum');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Scoop-2024-yum');
    await userEvent.click(screen.getByRole('radio', { name: '7' }));
    await userEvent.selectOptions(screen.getByLabelText(/^Education/), '6');
  }

  it('enables Sign Up only when every required field is filled, terms ticked and no errors', async () => {
    localStorage.setItem(STORAGE_KEYS.signupFormData, JSON.stringify(STEP1));
    renderRoute(routes, '/new/student/2');
    const signUp = screen.getByRole('button', { name: 'Sign Up' });
    expect(signUp).toBeDisabled();
    await fillRequired();
    expect(signUp).toBeDisabled(); // terms not ticked yet
    await userEvent.click(screen.getByRole('checkbox', { name: /certify that I am over 13/ }));
    expect(signUp).toBeEnabled();
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'x');
    await userEvent.tab();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(signUp).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), '{Backspace}');
    await waitFor(() => expect(signUp).toBeEnabled());
    await userEvent.click(screen.getByRole('radio', { name: '7' }));
    expect(screen.getByRole('link', { name: /Terms of Use/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacypolicy');
  });

  it('drops a blank affiliate code from the payload, shows success and clears the storage', async () => {
    localStorage.setItem(STORAGE_KEYS.signupFormData, JSON.stringify({ ...STEP1, affiliate_code: '' }));
    const calls = mockApi({
      'POST signup/': () => ({
        status: 201,
        body: { detail: 'ok', user: { id: 1, email: STEP1.email, role: 'Student' } },
      }),
    });
    renderRoute(routes, '/new/student/2');
    await fillRequired();
    await userEvent.type(screen.getByLabelText(/^Affiliate Code/), '   ');
    await userEvent.click(screen.getByRole('checkbox', { name: /certify that I am over 13/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign up successful!' });
    expect(within(dialog).getByText(/spam/)).toBeInTheDocument();
    const body = calls.find((c) => c.path === 'signup/')?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('affiliate_code');
    expect(body).toMatchObject({
      role: 'Student',
      first_name: 'Maya',
      age: 16,
      grade: 'JR',
      certainty: 7,
      education: 6,
      is_read_terms_and_policies: true,
      allow_data_sharing: false,
    });
    expect(localStorage.getItem(STORAGE_KEYS.signupFormData)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/signin'));
  });

  it("shows 'Whoops! Our server had a misstep! {error}' with the first value of the error body", async () => {
    localStorage.setItem(STORAGE_KEYS.signupFormData, JSON.stringify(STEP1));
    mockApi({
      'POST signup/': () => ({ status: 400, body: { email: ['A user with this email already exists.'] } }),
    });
    renderRoute(routes, '/new/student/2?affiliate_code=SCHOOL1');
    await fillRequired();
    await userEvent.click(screen.getByRole('checkbox', { name: /certify that I am over 13/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByRole('dialog', {
        name: 'Whoops! Our server had a misstep! A user with this email already exists.',
      }),
    ).toBeInTheDocument();
    expect(saved()).toMatchObject({ first_name: 'Maya', affiliate_code: 'SCHOOL1' });
    expect(saved()).not.toHaveProperty('password');
  });

  it('suggests careers from the catalogue for the one being typed and keeps the list comma-separated', async () => {
    localStorage.setItem(STORAGE_KEYS.signupFormData, JSON.stringify(STEP1));
    const calls = mockApi({
      'GET careers/': ({ path }) => ({
        body: {
          count: 1,
          next: null,
          previous: null,
          results: path.includes('search=pilo')
            ? [
                {
                  code: '53-2011.00',
                  title: 'Airline Pilots, Copilots, and Flight Engineers',
                  description: '',
                  job_zone: 4,
                  median_wage: null,
                  ai_impact: null,
                  matched_title: null,
                },
              ]
            : [],
        },
      }),
    });
    renderRoute(routes, '/new/student/2');
    const careers = screen.getByRole('combobox', { name: /^Careers/ });
    await userEvent.type(careers, 'Nurse, pilo');
    await userEvent.click(await screen.findByRole('option', { name: /Airline Pilots/ }));
    expect(careers).toHaveValue('Nurse, Airline Pilots / Copilots / and Flight Engineers, ');
    expect(calls.some((c) => c.path.startsWith('careers/?search=pilo'))).toBe(true);
    expect(calls.some((c) => c.path.includes('search=Nurse'))).toBe(false);
  });

  it('Back returns to step 1 with the data kept', async () => {
    localStorage.setItem(STORAGE_KEYS.signupFormData, JSON.stringify(STEP1));
    renderRoute(routes, '/new/student/2');
    await userEvent.type(screen.getByLabelText(/^Careers/), 'Nurse, Pilot');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByLabelText(/^First Name/)).toHaveValue('Maya'));
    await act(async () => {});
    expect(saved()).toMatchObject({ careers: 'Nurse, Pilot' });
  });
});
