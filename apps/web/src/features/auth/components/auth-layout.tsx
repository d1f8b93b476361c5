import { type ReactNode, useEffect } from 'react';
import { ScoopIllustration } from './scoop-illustration';

type AuthLayoutProps = {
  title: ReactNode;
  /** Browser tab title (defaults to the heading when it is a string). */
  documentTitle?: string;
  subtitle?: ReactNode;
  /** Above the title: e.g. the step indicator. */
  eyebrow?: ReactNode;
  children: ReactNode;
  asideTitle?: string;
  asideText?: string;
};

/** Card layout shared by sign-in, sign-up, password reset and verification screens. */
export function AuthLayout({
  title,
  documentTitle,
  subtitle,
  eyebrow,
  children,
  asideTitle = 'Find your career flavor',
  asideText = 'A 10-15 minute assessment, your top 10 matches out of 800+ careers, and real people to talk to.',
}: AuthLayoutProps) {
  const tabTitle = documentTitle ?? (typeof title === 'string' ? title : undefined);
  useEffect(() => {
    if (tabTitle) document.title = `${tabTitle} · Pathscoop`;
  }, [tabTitle]);
  return (
    <div className="px-3 py-6 sm:px-6 sm:py-12 lg:py-16">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-[2rem] bg-white shadow-[0_24px_60px_-30px_rgba(31,26,46,0.45)] ring-1 ring-brand-100 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <aside className="relative hidden flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-700 to-brand-600 p-10 text-white lg:flex">
          <div aria-hidden="true" className="absolute -top-16 -right-16 h-56 w-56 rounded-full bg-white/10" />
          <div
            aria-hidden="true"
            className="absolute -bottom-20 -left-10 h-64 w-64 rounded-full bg-white/5"
          />
          <p className="relative font-display text-3xl leading-tight font-bold">{asideTitle}</p>
          <ScoopIllustration className="relative mx-auto my-8 w-full max-w-xs" />
          <p className="relative text-lg leading-relaxed text-white/95">{asideText}</p>
        </aside>
        <div
          aria-hidden="true"
          className="h-2 bg-gradient-to-r from-brand-600 via-cone-400 to-mint-500 lg:hidden"
        />
        <section className="min-w-0 px-5 py-7 sm:p-10">
          {eyebrow}
          <h1 className="font-display text-2xl leading-tight font-bold text-ink-900 sm:text-3xl">{title}</h1>
          {subtitle && <p className="mt-2 text-ink-500">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </div>
  );
}
