import { Link } from 'react-router';
import { LogoMark } from '../../../components/layout/logo';
import { useAuth } from '../../../lib/use-auth';
import { LetsStartButton } from './lets-start-button';

const promises = [
  { value: '10-15 min', label: 'AI career assessment' },
  { value: '800+', label: 'career options matched' },
  { value: 'Top 10', label: 'careers + AI Insights Report' },
];

export function HeroSection() {
  const { user } = useAuth();
  return (
    <section className="relative overflow-hidden">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-6 pt-10 pb-16 lg:grid-cols-[1.1fr_1fr] lg:pt-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-mint-100 px-4 py-1.5 text-sm font-semibold text-mint-700">
            <LogoMark size={20} /> Career guidance for teens and young adults
          </p>
          <h1 className="mt-5 font-display text-4xl leading-[1.1] font-extrabold text-ink-900 min-[544px]:text-5xl min-[1300px]:text-6xl">
            Scoop out the career that <span className="text-brand-600">fits you</span>.
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-700">
            Play through our AI career assessment in 10-15 minutes. We match you among 800+ career options and
            serve up your top 10 careers plus an AI Insights Report that explains why they fit, so you can
            choose your next step with confidence.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <LetsStartButton />
            {user?.role === 'Mentor' ? (
              <Link
                to="/profile"
                className="inline-flex min-h-12 items-center rounded-full border-2 border-ink-900/15 bg-white px-6 font-semibold text-ink-900 hover:border-brand-600"
              >
                Go to my sessions
              </Link>
            ) : (
              <a
                href="#how-it-works"
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                How it works
              </a>
            )}
          </div>
          <dl className="mt-10 grid max-w-xl grid-cols-3 gap-3">
            {promises.map((p) => (
              <div
                key={p.value}
                className="rounded-2xl bg-white p-3 text-center shadow-sm ring-1 ring-brand-100 sm:p-4"
              >
                <dt className="sr-only">{p.label}</dt>
                <dd className="font-display text-lg font-extrabold whitespace-nowrap text-brand-700 min-[400px]:text-xl sm:text-2xl">
                  {p.value}
                </dd>
                <dd className="mt-1 text-xs leading-snug text-ink-700 sm:text-sm">{p.label}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative mx-auto w-full max-w-xs sm:max-w-md lg:max-w-none">
          <img src="/images/hero-cone.svg" alt="" width={480} height={460} className="h-auto w-full" />
        </div>
      </div>
    </section>
  );
}
