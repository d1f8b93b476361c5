import { type ComponentType, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { StudentsOnly } from '../components/layout/students-only';
import { lazyWithPreload } from '../lib/lazy-with-preload';

type PageModule = { Component: ComponentType };

/**
 * A route's page as its own chunk. Pages export `Component`; React.lazy wants a default export.
 * The declarative router (not `createBrowserRouter`) keeps the data-router machinery (loaders,
 * actions, hydration) out of the first page's JavaScript: the app uses none of it.
 *
 * `preload()` fetches the chunk ahead of rendering (lib/lazy-with-preload.ts): a page loaded by
 * `preloadPage` does not suspend on its first render, so the prerendered markup of a first visit
 * is replaced by the same page, never by an empty main area.
 */
function page(load: () => Promise<PageModule>) {
  const loadDefault = async (): Promise<{ default: ComponentType }> => ({
    default: (await load()).Component,
  });
  return lazyWithPreload(loadDefault);
}

const HomePage = page(() => import('../features/home/home-page'));
const SigninPage = page(() => import('../features/auth/signin-page'));
const SignupChoicePage = page(() => import('../features/auth/signup-choice-page'));
const NewStudentStep1Page = page(() => import('../features/auth/new-student-step1-page'));
const NewStudentStep2Page = page(() => import('../features/auth/new-student-step2-page'));
const LegacyStudentSignupPage = page(() => import('../features/auth/legacy-student-signup-page'));
const MentorSignupPage = page(() => import('../features/auth/mentor-signup-page'));
const ForgotPasswordPage = page(() => import('../features/auth/forgot-password-page'));
const VerifyEmailPage = page(() => import('../features/auth/verify-email-page'));
const AboutPage = page(() => import('../features/content/about-page'));
const FaqPage = page(() => import('../features/content/faq-page'));
const StoriesPage = page(() => import('../features/content/stories-page'));
const TermsPage = page(() => import('../features/content/terms-page'));
const PrivacyPage = page(() => import('../features/content/privacy-page'));
const PricingPage = page(() => import('../features/pricing/pricing-page'));
const ScenarioPage = page(() => import('../features/assessment/scenario-page'));
const ResultsPage = page(() => import('../features/results/results-page'));
const ProfileLayout = page(() => import('../features/profile/profile-layout'));
const RecommendationsPage = page(() => import('../features/exploration/recommendations-page'));
const CareerDetailPage = page(() => import('../features/exploration/career-detail-page'));
const StrengthsPage = page(() => import('../features/exploration/strengths-page'));
const ProfileInfoPage = page(() => import('../features/profile/profile-info-page'));
const MyPlanPage = page(() => import('../features/plan/my-plan-page'));
const CompanionsPage = page(() => import('../features/companions/companions-page'));
const CompanionChatPage = page(() => import('../features/companions/companion-chat-page'));
const SessionsPage = page(() => import('../features/mentorship/sessions-page'));
const MyFeedbackPage = page(() => import('../features/mentorship/my-feedback-page'));
const BackofficePage = page(() => import('../features/backoffice/backoffice-page'));
// Counselors' pages (issue 21): their own chunks, never loaded by a student.
const CounselorPage = page(() => import('../features/counselor/counselor-page'));
const CounselorStudentPage = page(() => import('../features/counselor/counselor-student-page'));
const CounselorWelcomePage = page(() => import('../features/counselor/counselor-welcome-page'));
const SchoolCounselorsPage = page(() => import('../features/counselor/school-counselors-page'));
const ConfirmEmailPage = page(() => import('../features/profile/confirm-email-page'));
const UndoEmailChangePage = page(() => import('../features/profile/undo-email-change-page'));
const SubscriptionPage = page(() => import('../features/content/subscription-page'));
const EditProfilePage = page(() => import('../features/profile/edit-profile-page'));
const EditPasswordPage = page(() => import('../features/profile/edit-password-page'));
const ChangePhotoPage = page(() => import('../features/profile/change-photo-page'));
const NotBuiltPage = page(() => import('../features/profile/not-built-page'));
const NotFoundPage = page(() => import('../components/layout/not-found-page'));

/** The pages a first visit can start on, for `preloadPage` (nested profile pages start with their layout). */
const ENTRY_PAGES: ReadonlyArray<[path: string, page: { preload: () => Promise<unknown> }]> = [
  ['/', HomePage],
  ['/signin', SigninPage],
  ['/signup', SignupChoicePage],
  ['/new/student', NewStudentStep1Page],
  ['/about', AboutPage],
  ['/faq/:audience?', FaqPage],
  ['/stories/:tab?', StoriesPage],
  ['/pricingplan/:responseType?', PricingPage],
  ['/scenario/:index/:sub?', ScenarioPage],
  ['/results', ResultsPage],
  ['/profile/*', ProfileLayout],
];

/**
 * The profile pages a first visit can start on: their chunk loads alongside the layout's instead
 * of after the layout has rendered its `<Outlet>` (one download less in a row before the page
 * paints; the server hints the same chunks, apps/api/src/modules/web/route-preloads.ts).
 */
const PROFILE_ENTRY_PAGES: ReadonlyArray<[path: string, page: { preload: () => Promise<unknown> }]> = [
  ['/profile', RecommendationsPage],
  ['/profile/recommendations', RecommendationsPage],
  ['/profile/recommendations/career/:id', CareerDetailPage],
  ['/profile/strengths', StrengthsPage],
  ['/profile/profile-info', ProfileInfoPage],
  ['/profile/myPlan', MyPlanPage],
  ['/profile/ai-companions', CompanionsPage],
  ['/profile/ai-companions/:id/:name', CompanionChatPage],
];

/** Starts loading the page of `pathname` (main.tsx awaits it before the first render). */
export function preloadPage(pathname: string): Promise<unknown> {
  const entry = ENTRY_PAGES.find(([path]) => matchPath(path, pathname));
  const nested = PROFILE_ENTRY_PAGES.find(([path]) => matchPath(path, pathname));
  if (!entry) return Promise.resolve();
  return nested ? Promise.all([entry[1].preload(), nested[1].preload()]) : entry[1].preload();
}

/** Every screen of the spec, each page code-split. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/signin" element={<SigninPage />} />
        <Route path="/signup" element={<SignupChoicePage />} />
        <Route path="/new/student" element={<NewStudentStep1Page />} />
        <Route path="/new/student/2" element={<NewStudentStep2Page />} />
        <Route path="/signup/student" element={<LegacyStudentSignupPage />} />
        <Route path="/signup/mentor" element={<MentorSignupPage />} />
        <Route path="/forgotpassword" element={<ForgotPasswordPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/confirm-email" element={<ConfirmEmailPage />} />
        <Route path="/undo-email-change" element={<UndoEmailChangePage />} />
        <Route path="/subscription" element={<SubscriptionPage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/faq/:audience?" element={<FaqPage />} />
        <Route path="/stories/:tab?" element={<StoriesPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacypolicy" element={<PrivacyPage />} />
        <Route
          path="/pricingplan/:responseType?"
          element={
            <StudentsOnly>
              <PricingPage />
            </StudentsOnly>
          }
        />
        <Route
          path="/scenario/:index/:sub?"
          element={
            <StudentsOnly>
              <ScenarioPage />
            </StudentsOnly>
          }
        />
        <Route
          path="/results"
          element={
            <StudentsOnly>
              <ResultsPage />
            </StudentsOnly>
          }
        />
        <Route path="/profile" element={<ProfileLayout />}>
          <Route index element={<RecommendationsPage />} />
          <Route path="recommendations" element={<RecommendationsPage />} />
          <Route path="recommendations/career/:id" element={<CareerDetailPage />} />
          <Route path="strengths" element={<StrengthsPage />} />
          <Route path="profile-info" element={<ProfileInfoPage />} />
          <Route path="myPlan" element={<MyPlanPage />} />
          <Route path="ai-companions" element={<CompanionsPage />} />
          <Route path="ai-companions/:id/:name" element={<CompanionChatPage />} />
          <Route path="sessions" element={<SessionsPage />} />
          <Route path="customrequest" element={<SessionsPage />} />
          <Route path="MyFeedback" element={<MyFeedbackPage />} />
          <Route path="EditProfile" element={<EditProfilePage />} />
          <Route path="editPassword" element={<EditPasswordPage />} />
          <Route path="changePhoto" element={<ChangePhotoPage />} />
          <Route path="*" element={<NotBuiltPage />} />
        </Route>
        {/* School counselors (issue 21, docs/counselors.md); the school's counselors page is linked from the back office. */}
        <Route path="/backoffice/schools/:id/counselors" element={<SchoolCounselorsPage />} />
        <Route path="/counselor" element={<CounselorPage />} />
        <Route path="/counselor/students/:id" element={<CounselorStudentPage />} />
        <Route path="/counselor/welcome" element={<CounselorWelcomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* The back office has its own layout (no public navigation or footer): docs/backoffice.md. */}
      <Route
        path="/backoffice/*"
        element={
          <Suspense fallback={null}>
            <BackofficePage />
          </Suspense>
        }
      />
    </Routes>
  );
}
