import { OnetAttribution } from '../../../components/layout/onet-attribution';

const steps = [
  {
    title: 'Play four short scenarios',
    text: 'Pick a team, rate activities, stack your skills on a cone and rank what drives you. No right or wrong answers, and it takes about 10-15 minutes.',
    color: 'bg-brand-100 text-brand-700',
  },
  {
    title: 'Get matched among 800+ careers',
    text: 'Our engine compares your interests, skills and work style with real occupational data and serves your top 10 personalized career recommendations.',
    color: 'bg-mint-100 text-mint-700',
  },
  {
    title: 'Dig in with your AI Insights Report',
    text: 'See why each career fits, what the day-to-day looks like and how AI may change it. Then save favourites, talk to a mentor or ask an AI companion.',
    color: 'bg-cone-100 text-cone-700',
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-heading" className="scroll-mt-24 bg-white py-16">
      <div className="mx-auto max-w-7xl px-6">
        <p className="font-semibold tracking-wide text-brand-700 uppercase">How it works</p>
        <h2 id="how-heading" className="mt-1 font-display text-3xl font-extrabold text-ink-900 sm:text-4xl">
          Three scoops to a clearer future
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.title} className="rounded-3xl bg-cream p-6 ring-1 ring-brand-100">
              <span
                aria-hidden="true"
                className={`flex h-12 w-12 items-center justify-center rounded-full font-display text-xl font-extrabold ${step.color}`}
              >
                {i + 1}
              </span>
              <h3 className="mt-4 font-display text-xl font-bold text-ink-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <OnetAttribution className="mt-8 max-w-4xl" />
      </div>
    </section>
  );
}
