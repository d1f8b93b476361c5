import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { Component as LegacySignup } from './legacy-student-signup-page';

// Many fields typed key by key: give slow shared machines room.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

describe('/signup/student (older form)', () => {
  it('validates page 1, signs up from page 2 and shows the inbox message', async () => {
    const calls = mockApi({
      'POST signup/': () => ({
        status: 201,
        body: { detail: 'ok', user: { id: 3, email: 'li@x.org', role: 'Student' } },
      }),
    });
    renderRoute([{ path: '/signup/student', Component: LegacySignup }], '/signup/student');
    expect(screen.getByRole('heading', { name: 'Signing up as Career Explorer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter valid first name')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Age/)).toHaveValue('15');

    for (const [label, value] of [
      ['First Name', 'Li'],
      ['Email', 'li@x.org'],
      ['Last Name', 'Wu'],
      ['Phone', '555-0111'],
      ['City', 'Austin'],
      ['State', 'TX'],
      ['Zip Code', '73301'],
    ])
      await userEvent.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
    await userEvent.type(screen.getByRole('combobox', { name: /^Address/ }), '1 Main St');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await userEvent.type(await screen.findByLabelText(/^Password/), 'Older-Form-77');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Older-Form-77');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please choose certainty level')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /certify/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByRole('dialog', { name: 'Please check your inbox to verify your email' }),
    ).toBeInTheDocument();
    const body = calls.find((c) => c.path === 'signup/')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      role: 'Student',
      first_name: 'Li',
      age: 15,
      certainty: 4,
      zipcode: '73301',
    });
    expect(body).not.toHaveProperty('grade');
    expect(body).not.toHaveProperty('affiliate_code');
  });

  it("failure shows 'Sign up Failed.' with the backend message", async () => {
    mockApi({
      'POST signup/': () => ({
        status: 400,
        body: { affiliate_code: ['This affiliate code does not match any school or organization.'] },
      }),
    });
    localStorage.clear();
    renderRoute(
      [{ path: '/signup/student', Component: LegacySignup }],
      '/signup/student?affiliate_code=NOPE',
    );
    for (const [label, value] of [
      ['First Name', 'Li'],
      ['Email', 'li@x.org'],
      ['Last Name', 'Wu'],
      ['Phone', '555-0111'],
      ['City', 'Austin'],
      ['State', 'TX'],
      ['Zip Code', '73301'],
    ])
      await userEvent.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
    await userEvent.type(screen.getByRole('combobox', { name: /^Address/ }), '1 Main St');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(await screen.findByLabelText(/^Password/), 'Older-Form-77');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Older-Form-77');
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /certify/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign up Failed.' });
    expect(
      within(dialog).getByText(
        'affiliate_code: This affiliate code does not match any school or organization.',
      ),
    ).toBeInTheDocument();
  });
});
