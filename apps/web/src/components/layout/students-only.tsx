import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/use-auth';

/**
 * Screens for Career Explorers only (the assessment, results and pricing): a Community Partner
 * who opens one by URL gets a clear page instead of a form that fails at its last step. The API
 * refuses mentors on these calls as well.
 */
export function StudentsOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user?.role !== 'Mentor') return children;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-16 text-center sm:py-24">
      <title>For Career Explorers · Pathscoop</title>
      <img
        src="/images/audience-mentor.svg"
        alt=""
        width={160}
        height={160}
        className="h-32 w-32 sm:h-40 sm:w-40"
      />
      <h1 className="mt-6 font-display text-3xl font-extrabold text-ink-900 sm:text-4xl">
        This page is for Career Explorers
      </h1>
      <p className="mt-4 text-lg text-ink-700">
        The assessment, career results and plans belong to student accounts. As a Community Partner you never
        need a plan: your sessions and profile are waiting for you.
      </p>
      <Link
        to="/profile"
        className="mt-8 inline-flex min-h-12 items-center rounded-full bg-brand-600 px-7 font-semibold text-white hover:bg-brand-700"
      >
        Go to my profile
      </Link>
    </section>
  );
}
