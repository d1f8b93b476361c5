import { lazy, Suspense } from 'react';
import { ClientOnly, usePrerendering } from '../../lib/prerender';
import { useAuth } from '../../lib/use-auth';
import { AccountDeletedNotice } from './components/account-deleted-notice';
import { AudienceSection } from './components/audience-section';
import { CareerCarousel } from './components/career-carousel';
import { FactsSection } from './components/facts-section';
import { FounderStory } from './components/founder-story';
import { HeroSection } from './components/hero-section';
import { HowItWorks } from './components/how-it-works';
import { TestimonialsSection } from './components/testimonials';
import { WaveDivider } from './components/wave-divider';
import { WelcomeModal } from './components/welcome-modal';

const ResultsDetailModal = lazy(() =>
  import('../../components/feedback/results-detail-modal').then((m) => ({ default: m.ResultsDetailModal })),
);

/** The plan notice of GET result/ concerns signed-in students only: guests never download it. */
function SignedInResultsNotice() {
  const { isAuthenticated, user } = useAuth();
  if (!isAuthenticated || user?.role === 'Mentor') return null;
  return (
    <Suspense fallback={null}>
      <ResultsDetailModal />
    </Suspense>
  );
}

/** Home `/` (spec part 1 §1-§2). */
export function Component() {
  // The prerendered HTML holds the first screen only: a small document paints sooner, and the
  // rest of the page (all below the fold) comes with the app a moment later.
  if (usePrerendering()) return <HeroSection />;
  return (
    <>
      <title>Pathscoop — find your career flavor</title>
      <ClientOnly>
        <AccountDeletedNotice />
      </ClientOnly>
      <HeroSection />
      <WaveDivider from="bg-cream" to="text-white" />
      <HowItWorks />
      <WaveDivider from="bg-white" to="text-ink-900" flip />
      <FactsSection />
      <WaveDivider from="bg-ink-900" to="text-cream" />
      <div className="space-y-24 pt-16">
        <CareerCarousel />
        <AudienceSection />
        <FounderStory />
        <TestimonialsSection />
      </div>
      <ClientOnly>
        <WelcomeModal />
        <SignedInResultsNotice />
      </ClientOnly>
    </>
  );
}
