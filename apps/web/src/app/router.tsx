import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { RouteError } from '../components/layout/route-error';

/**
 * Every screen of the spec. Each feature exports its page as `Component` so that routes are
 * code-split with react-router's `lazy`.
 */
export const routes = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: () => import('../features/home/home-page') },
      { path: '/signin', lazy: () => import('../features/auth/signin-page') },
      { path: '/signup', lazy: () => import('../features/auth/signup-choice-page') },
      { path: '/new/student', lazy: () => import('../features/auth/new-student-step1-page') },
      { path: '/new/student/2', lazy: () => import('../features/auth/new-student-step2-page') },
      { path: '/signup/student', lazy: () => import('../features/auth/legacy-student-signup-page') },
      { path: '/signup/mentor', lazy: () => import('../features/auth/mentor-signup-page') },
      { path: '/forgotpassword', lazy: () => import('../features/auth/forgot-password-page') },
      { path: '/verify-email', lazy: () => import('../features/auth/verify-email-page') },
      { path: '/about', lazy: () => import('../features/content/about-page') },
      { path: '/faq/:audience?', lazy: () => import('../features/content/faq-page') },
      { path: '/stories/:tab?', lazy: () => import('../features/content/stories-page') },
      { path: '/terms', lazy: () => import('../features/content/terms-page') },
      { path: '/privacypolicy', lazy: () => import('../features/content/privacy-page') },
      { path: '/pricingplan/:responseType?', lazy: () => import('../features/pricing/pricing-page') },
      { path: '/scenario/:index/:sub?', lazy: () => import('../features/assessment/scenario-page') },
      { path: '/results', lazy: () => import('../features/results/results-page') },
      {
        path: '/profile',
        lazy: () => import('../features/profile/profile-layout'),
        children: [
          { index: true, element: <Navigate to="/profile/profile-info" replace /> },
          { path: 'profile-info', lazy: () => import('../features/profile/profile-info-page') },
          { path: 'myPlan', lazy: () => import('../features/plan/my-plan-page') },
          { path: '*', lazy: () => import('../features/profile/not-built-page') },
        ],
      },
      { path: '*', lazy: () => import('../components/layout/not-found-page') },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

export { Outlet };
