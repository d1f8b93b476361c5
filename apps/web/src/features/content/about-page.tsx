import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OnetAttribution } from '../../components/layout/onet-attribution';
import { PageHero } from './components/page-hero';

function Section({
  id,
  kicker,
  title,
  children,
}: {
  id: string;
  kicker: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-6">
      <p className="font-semibold tracking-wide text-brand-700 uppercase">{kicker}</p>
      <h2 id={id} className="mt-1 font-display text-3xl font-extrabold text-ink-900 sm:text-4xl">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

const values = [
  {
    title: 'Curiosity over pressure',
    text: 'Choosing a career should feel like tasting flavors, not taking a final exam. We make exploring fun and low-stakes.',
    tint: 'bg-brand-100',
  },
  {
    title: 'Honest information',
    text: 'We ground recommendations in public labor-market data and real professionals’ experience, and we say clearly what AI can and cannot do.',
    tint: 'bg-mint-100',
  },
  {
    title: 'Every path counts',
    text: 'Trades, college, military, arts or starting a business: a good path is the one that fits you, not the one with the most prestige.',
    tint: 'bg-cone-100',
  },
  {
    title: 'Privacy by default',
    text: 'Young people trust us with personal answers. We collect what the service needs, never sell it, and share it only with permission.',
    tint: 'bg-brand-100',
  },
  {
    title: 'Community',
    text: 'Volunteers who give 30 minutes a month, schools that open doors, parents who listen: it takes all of us.',
    tint: 'bg-mint-100',
  },
];

/** /about: The Importance of Our Work, Technology, Our Solution, Our Values. */
export function Component() {
  return (
    <>
      <title>About Us — Pathscoop</title>
      <PageHero kicker="About us" title="About Pathscoop" image="/images/about-scoops.svg">
        <p>
          We help young adults find careers that fit who they are, with a short assessment, real data and real
          people.
        </p>
      </PageHero>
      <div className="space-y-20 py-14">
        <Section id="importance" kicker="Why it matters" title="The Importance of Our Work">
          <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
            <div className="space-y-4 text-lg leading-relaxed text-ink-700">
              <p>
                Around 30% of high-school graduates leave school without a clear path, and half of the
                students who drop out of college say career uncertainty was part of the reason. That
                uncertainty is expensive: in tuition, in lost time and in confidence.
              </p>
              <p>
                Most young people can name only a handful of careers, usually the ones they see at home or on
                screen. Counselors are stretched thin and good career advice often depends on who you happen
                to know. We want every young adult in the U.S., all 23 million of them, to be able to discover
                careers they have never heard of and hear from someone who does that work.
              </p>
            </div>
            <ul className="grid content-start gap-4">
              {[
                ['30%', 'of high-school graduates lack a clear path'],
                ['50%', 'of college dropouts cite career uncertainty'],
                ['23 million', 'young adults we aim to reach'],
              ].map(([value, label]) => (
                <li
                  key={value}
                  className="flex items-baseline gap-4 rounded-3xl bg-white p-5 ring-1 ring-brand-100"
                >
                  <span className="font-display text-3xl font-extrabold text-brand-700">{value}</span>
                  <span className="text-ink-700">{label}</span>
                </li>
              ))}
            </ul>
          </div>
        </Section>

        <Section id="technology" kicker="How it works under the hood" title="Technology">
          <div className="grid gap-6 md:grid-cols-3">
            {[
              {
                title: 'A game-like assessment',
                text: 'Four scenarios (team choices, activity ratings, a skills cone and a ranking of work types) measure interests, skills and work style in 10-15 minutes.',
              },
              {
                title: 'A transparent matching engine',
                text: 'Your answers are compared with data on more than 800 careers from the O*NET database. The engine ranks every career and explains the fit in your AI Insights Report.',
              },
              {
                title: 'AI companions with guard rails',
                text: 'The College Buddy and Career Buddy help you compare careers, plan next steps and find programs. They can make mistakes, so we remind you to check key facts.',
              },
            ].map((c) => (
              <div key={c.title} className="rounded-3xl bg-white p-6 ring-1 ring-brand-100">
                <h3 className="font-display text-xl font-bold text-ink-900">{c.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-700">{c.text}</p>
              </div>
            ))}
          </div>
          <OnetAttribution className="mt-6 max-w-4xl" />
        </Section>

        <Section id="solution" kicker="What we offer" title="Our Solution">
          <ol className="grid gap-4 md:grid-cols-2 min-[1300px]:grid-cols-4">
            {[
              ['Discover', 'Take the assessment and get your top 10 careers plus an AI Insights Report.'],
              ['Explore', 'Score and save careers, read what each job is like and how AI may change it.'],
              [
                'Connect',
                'Book virtual 1:1 micro-mentorship sessions with Community Partners in those fields.',
              ],
              ['Plan', 'Build an action plan and find schools and programs with the AI Companions.'],
            ].map(([title, text], i) => (
              <li key={title} className="rounded-3xl bg-ink-900 p-6 text-cream">
                <span className="font-display text-4xl font-extrabold text-cone-400">{i + 1}</span>
                <h3 className="mt-2 font-display text-xl font-bold">{title}</h3>
                <p className="mt-2 leading-relaxed text-cream/85">{text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-700">
            Schools and nonprofits bring Pathscoop to their students through our partnership program, and
            parents can support their teen with Text to Parent.{' '}
            <Link to="/faq" className="font-semibold text-brand-700 underline underline-offset-2">
              Read the FAQ
            </Link>{' '}
            to learn more.
          </p>
        </Section>

        <Section id="values" kicker="What we stand for" title="Our Values">
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {values.map((v) => (
              <li key={v.title} className={`rounded-3xl p-6 ${v.tint}`}>
                <h3 className="font-display text-xl font-bold text-ink-900">{v.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-700">{v.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </>
  );
}
