import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { LetsStartButton } from './lets-start-button';

const user = (role: 'Student' | 'Mentor') => ({
  id: 7,
  email: 'sam@example.com',
  first_name: 'Sam',
  last_name: 'Reed',
  role,
  pricing_plan: null,
  affiliate_code: null,
  school: null,
  image: null,
});

const renderButton = () =>
  render(
    <MemoryRouter>
      <LetsStartButton />
    </MemoryRouter>,
  );

describe("Let's Start", () => {
  it('sends a guest to sign-in', () => {
    renderButton();
    expect(screen.getByRole('link', { name: "Let's Start" })).toHaveAttribute(
      'href',
      '/signin?redirect=/scenario/0',
    );
  });

  it('sends a signed-in student to the first scenario', () => {
    localStorage.setItem(STORAGE_KEYS.access, 'token');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user('Student')));
    renderButton();
    expect(screen.getByRole('link', { name: "Let's Start" })).toHaveAttribute('href', '/scenario/0');
  });

  it('is hidden for a mentor', () => {
    localStorage.setItem(STORAGE_KEYS.access, 'token');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user('Mentor')));
    renderButton();
    expect(screen.queryByRole('link', { name: "Let's Start" })).toBeNull();
  });
});
