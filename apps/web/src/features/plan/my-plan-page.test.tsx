import type { BoughtTerms, MyPlan, Profile } from '@pathscoop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStorage } from '../../lib/auth-storage';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { Component as MyPlanPage } from './my-plan-page';

const terms = (over: Partial<BoughtTerms>): BoughtTerms => ({
  plan_id: 2,
  version: 1,
  title: 'Double Scoop',
  price: '12.00',
  duration: 'month',
  duration_days: 30,
  description_lines: ['Talk to a mentor', 'One session', 'AI chat', '100% included'],
  image: '/images/plans/double-scoop.svg',
  is_free: false,
  mentor_sessions: 1,
  companions: true,
  daily_chat_messages: 20,
  priority_matching: false,
  on_sale: true,
  ...over,
});

const myPlan = (over: Partial<MyPlan>): MyPlan => ({
  role: 'Student',
  plan: null,
  plan_is_paid: false,
  plan_expires_at: null,
  school: null,
  payments: [],
  ...over,
});

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

function show(p: Profile, my: MyPlan = myPlan({ role: p.role })) {
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
  mockApi({ 'GET profile/': () => ({ body: p }), 'GET profile/plan/': () => ({ body: my }) });
  return renderRoute(
    [
      { path: '/profile/myPlan', Component: MyPlanPage },
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
    show(
      profile({ pricing_plan: 2, plan_is_paid: true, plan_expires_at: '2026-07-01T00:00:00.000Z' }),
      myPlan({ plan: terms({}), plan_is_paid: true, plan_expires_at: '2026-07-01T00:00:00.000Z' }),
    );
    expect(await screen.findByRole('heading', { name: 'Active Plan' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-label')).toHaveTextContent('Double Scoop');
    expect(screen.getByText('$12/month')).toBeInTheDocument();
    expect(screen.getByText('July 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change The Plan' })).toBeInTheDocument();
    await waitFor(() => expect(authStorage.getUser()?.pricing_plan).toBe(2));
  });

  it("hides 'Change The Plan' for Milkshake", async () => {
    show(
      profile({ pricing_plan: 4, plan_is_paid: true }),
      myPlan({ plan: terms({ plan_id: 4, title: 'Milkshake', price: '99.00' }), plan_is_paid: true }),
    );
    expect(await screen.findByTestId('plan-label')).toHaveTextContent('Milkshake');
    expect(screen.queryByRole('link', { name: 'Change The Plan' })).toBeNull();
  });

  it('a mentor is a Community Partner on the Active Plan', async () => {
    show(profile({ role: 'Mentor', plan_is_paid: true }), myPlan({ role: 'Mentor', plan_is_paid: true }));
    expect(await screen.findByRole('heading', { name: 'Active Plan' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-label')).toHaveTextContent('Community Partner');
    expect(screen.queryByRole('link', { name: 'Change The Plan' })).toBeNull();
  });

  it('shows the terms bought (an archived plan too), not the plan as sold today, and the payments', async () => {
    show(
      profile({ pricing_plan: 2, plan_is_paid: true, plan_expires_at: '2026-07-01T00:00:00.000Z' }),
      myPlan({
        plan: terms({
          title: 'Double Scoop Classic',
          price: '9.50',
          description_lines: ['What you bought', 'Two sessions, as sold in May', 'Thank you!'],
          on_sale: false,
        }),
        plan_is_paid: true,
        plan_expires_at: '2026-07-01T00:00:00.000Z',
        payments: [
          {
            id: 3,
            paid_at: '2026-06-01T10:00:00.000Z',
            plan_title: 'Double Scoop Classic',
            version: 1,
            duration: 'month',
            amount: '9.50',
            currency: 'usd',
            refunded: '0.00',
            plan_expires_at: '2026-07-01T00:00:00.000Z',
          },
        ],
      }),
    );
    expect(await screen.findByTestId('plan-label')).toHaveTextContent('Double Scoop Classic');
    expect(screen.getByText('$9.50/month')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What you bought' })).toBeInTheDocument();
    expect(screen.getByText('Two sessions, as sold in May')).toBeInTheDocument();
    expect(screen.getByText(/no longer offered to new members/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your payments' })).toBeInTheDocument();
    expect(screen.getByText('$9.50')).toBeInTheDocument();
  });

  it("a school member without a plan sees what the school's code gives", async () => {
    show(
      profile({ affiliate_code: 'DEMO-SCHOOL' }),
      myPlan({
        school: { name: 'Demo High School', mentor_sessions: 2, companions: true, daily_chat_messages: null },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Through Demo High School' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-label')).toHaveTextContent('Free Member');
    expect(screen.getByText('2 mentorship sessions a year')).toBeInTheDocument();
    expect(screen.getByText('AI companions, unlimited messages')).toBeInTheDocument();
  });
});
