import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { OrganizationContactModal } from '../../components/layout/organization-contact-modal';
import { AuthLayout } from './components/auth-layout';
import { SigninPrompt } from './components/form-actions';

function ChoiceCard({
  to,
  title,
  text,
  accent,
  icon,
}: {
  to: string;
  title: string;
  text: string;
  accent: string;
  icon: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-3xl border-2 border-ink-500/15 bg-white p-4 transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-lg sm:p-5"
    >
      <span
        aria-hidden="true"
        className={`flex h-14 w-14 flex-none items-center justify-center rounded-2xl ${accent}`}
      >
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-display text-lg font-bold text-ink-900">{title}</span>
        <span className="block text-sm text-ink-500">{text}</span>
      </span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6 flex-none stroke-ink-500 transition group-hover:translate-x-1 group-hover:stroke-brand-600"
        fill="none"
        strokeWidth="2.5"
      >
        <path d="M9 5l7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Link>
  );
}

/** /signup: Career Explorer, Community Partner, or the Organization contact modal. */
export function Component() {
  const [params] = useSearchParams();
  const [orgOpen, setOrgOpen] = useState(false);
  const affiliate = params.get('affiliate_code');
  const studentTo = affiliate
    ? `/new/student?${new URLSearchParams({ affiliate_code: affiliate })}`
    : '/new/student';
  return (
    <AuthLayout title="Join Pathscoop" documentTitle="Sign up" subtitle="How would you like to join?">
      <div className="grid gap-4">
        <ChoiceCard
          to={studentTo}
          title="Career Explorer"
          text="I'm a student or young adult figuring out what comes next."
          accent="bg-brand-100 text-brand-700"
          icon={
            <svg viewBox="0 0 32 32" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.2">
              <circle cx="16" cy="16" r="11" />
              <path d="m20.5 11.5-2.8 6.2-6.2 2.8 2.8-6.2 6.2-2.8Z" strokeLinejoin="round" />
            </svg>
          }
        />
        <ChoiceCard
          to="/signup/mentor"
          title="Community Partner"
          text="I'm a professional who can give about 30 minutes a month to mentor."
          accent="bg-mint-100 text-mint-700"
          icon={
            <svg viewBox="0 0 32 32" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.2">
              <circle cx="11" cy="11" r="4" />
              <circle cx="22" cy="13" r="3" />
              <path
                d="M3.5 26c.8-5 3.8-7.5 7.5-7.5s6.7 2.5 7.5 7.5M18 20.5c1-1.3 2.4-2 4-2 3 0 5.2 2.2 6 6"
                strokeLinecap="round"
              />
            </svg>
          }
        />
      </div>
      <div className="mt-6 rounded-2xl bg-cone-100 px-4 py-3 text-sm text-ink-700">
        Representing a school or nonprofit?{' '}
        <button
          type="button"
          onClick={() => setOrgOpen(true)}
          className="font-semibold text-cone-700 underline underline-offset-2 hover:text-ink-900"
        >
          Organization
        </button>
      </div>
      <SigninPrompt small={false} />
      <OrganizationContactModal open={orgOpen} onClose={() => setOrgOpen(false)} />
    </AuthLayout>
  );
}
