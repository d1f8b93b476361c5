import { Link } from 'react-router';
import { useAuth } from '../../../lib/use-auth';

/** Signed-in users start the assessment at its first scenario; guests sign in first and then land on it. */
export function letsStartTarget(isAuthenticated: boolean): string {
  return isAuthenticated ? '/scenario/0' : '/signin?redirect=/scenario/0';
}

/** 'Let's Start' — hidden for mentors (spec part 1 §2, §6). */
export function LetsStartButton({ className = '' }: { className?: string }) {
  const { isAuthenticated, user } = useAuth();
  if (user?.role === 'Mentor') return null;
  return (
    <Link
      to={letsStartTarget(isAuthenticated)}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-600 px-8 py-3 font-display text-lg font-bold text-white shadow-[0_6px_0_#a12246] transition-transform hover:-translate-y-0.5 hover:bg-brand-700 active:translate-y-1 active:shadow-[0_2px_0_#a12246] ${className}`}
    >
      Let's Start
    </Link>
  );
}
