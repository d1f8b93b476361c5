import type { PricingPlan, Profile } from '@pathscoop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStorage } from '../../lib/auth-storage';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { Component as MyPlan } from './my-plan-page';

const plans: PricingPlan[] = [
  {
    id: 1,
    title: 'Single Scoop',
    price: '0.00',
    duration: 'forever',
    description: 'Free\nA',
    image: null,
    is_free: true,
  },
  {
    id: 2,
    title: 'Double Scoop',
    price: '12.00',
    duration: 'month',
    description: 'Talk to a mentor\nOne session\nAI chat\n100% included',
    image: '/images/plans/double-scoop.svg',
    is_free: false,
  },
  {
    id: 4,
    title: 'Milkshake',
    price: '99.00',
    duration: 'year',
    description: 'All\nB',
    image: null,
    is_free: false,
  },
];

const profile = (over: Partial<Profile>): Profile => ({
  id: 7,
  email: 'sam@example.com',
  role: 'Student',
  first_name: 'Sam',
  last_name: 'Lee',
  phone: '',
  age: 16,
  address: '',
  city: '',
  state: '',
  country: '',
  zipcode: '',
  careers: '',
  certainty: 5,
  grade: 'JR',
  education: 6,
  favorite_ice_cream_flavor: '',
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
  ...over,
});

function PricingStub() {
  return <p>pricing page</p>;
}

function show(p: Profile) {
  authStorage.setTokens('acc', 'ref');
  authStorage.setUser({
    id: p.id,
    email: p.email,
    first_name: p.first_name,
    last_name: p.last_name,
    role: p.role,
    pricing_plan: null,
    affiliate_code: null,
    school: null,
    image: null,
  });
  mockApi({ 'GET profile/': () => ({ body: p }), 'GET pricing_plan/': () => ({ body: plans }) });
  return renderRoute(
    [
      { path: '/profile/myPlan', Component: MyPlan },
      { path: '/pricingplan', Component: PricingStub },
    ],
    '/profile/myPlan',
  );
}

describe('/profile/myPlan', () => {
  it("a student without a plan: Free Plan, 'Free Member' and Change The Plan to /pricingplan", async () => {
    show(profile({}));
    expect(await screen.findByRole('heading', { name: 'Free Plan' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-label')).toHaveTextContent('Free Member');
    expect(screen.getByRole('link', { name: 'Change The Plan' })).toHaveAttribute('href', '/pricingplan');
  });

  it('a paid plan: Active Plan, its title, price and expiry; the stored user learns the plan', async () => {
    show(profile({ pricing_plan: 2, plan_is_paid: true, plan_expires_at: '2026-07-01T00:00:00.000Z' }));
    expect(await screen.findByRole('heading', { name: 'Active Plan' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-label')).toHaveTextContent('Double Scoop');
    expect(screen.getByText('$12/month')).toBeInTheDocument();
    expect(screen.getByText('July 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change The Plan' })).toBeInTheDocument();
    await waitFor(() => expect(authStorage.getUser()?.pricing_plan).toBe(2));
  });

  it("hides 'Change The Plan' for Milkshake", async () => {
    show(profile({ pricing_plan: 4, plan_is_paid: true }));
    expect(await screen.findByTestId('plan-label')).toHaveTextContent('Milkshake');
    expect(screen.queryByRole('link', { name: 'Change The Plan' })).toBeNull();
  });

  it('a mentor is a Community Partner on the Active Plan', async () => {
    show(profile({ role: 'Mentor', plan_is_paid: true }));
    expect(await screen.findByRole('heading', { name: 'Active Plan' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-label')).toHaveTextContent('Community Partner');
    expect(screen.queryByRole('link', { name: 'Change The Plan' })).toBeNull();
  });
});
