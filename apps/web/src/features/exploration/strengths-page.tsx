import { STRENGTH_TRUNCATE_AT, type StrengthProfile } from '@pathscoop/contracts';
import { useState } from 'react';
import { PageSkeleton } from '../../components/feedback/page-skeleton';
import { useDeferredQuery } from '../../lib/deferred-query';
import { useStrengthProfile } from './api/get-strength-profile';

/** Strengths carousel: one slide at a time, 500 ms (spec §9). */
export const SLIDE_MS = 500;

type Card = { title: string; items: string[]; insight: string; prompt: string };

function cardsOf(p: StrengthProfile): Card[] {
  return [
    {
      title: 'Where You Shine',
      items: p.top_traits,
      insight: p.traits_insights,
      prompt: 'When did you last feel like this at school or at home?',
    },
    {
      title: 'Things You Do Well',
      items: p.top_skills,
      insight: p.skills_insights,
      prompt: 'Which of these could you teach a friend this week?',
    },
    {
      title: 'Activities You Enjoy',
      items: p.top_activities,
      insight: p.activities_insights,
      prompt: 'Which one would you like to try for real this month?',
    },
  ];
}

/** /profile/strengths — greeting, three carousel cards, See More, prompts, truncation, states, footer line. */
export function Component() {
  const strengths = useDeferredQuery(useStrengthProfile());
  const [slide, setSlide] = useState(0);
  const p = strengths.data;
  const empty = p && !p.top_traits.length && !p.top_skills.length && !p.top_activities.length;

  if (strengths.isPending)
    return <PageSkeleton label="Loading your strengths…" blocks={['h-8', 'h-[24rem]']} />;
  if (strengths.isError || !p || empty)
    return (
      <section className="rounded-3xl bg-white p-8 text-center ring-1 ring-brand-100">
        <p className="font-display text-2xl font-bold text-ink-900">
          Still loading your greatness… Come back soon!
        </p>
        <p className="mt-2 text-ink-700">Your strengths appear here once you finish the assessment.</p>
      </section>
    );

  const cards = cardsOf(p);
  return (
    <div className="space-y-5">
      <p className="font-display text-2xl font-bold text-ink-900">Hi {p.first_name || 'User'}!</p>
      <section aria-roledescription="carousel" aria-label="Your strengths" className="relative">
        <div className="overflow-hidden rounded-3xl">
          <div
            className="flex"
            style={{ transform: `translateX(-${slide * 100}%)`, transition: `transform ${SLIDE_MS}ms ease` }}
          >
            {cards.map((card, i) => (
              <fieldset
                key={card.title}
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${cards.length}: ${card.title}`}
                aria-hidden={i !== slide}
                inert={i !== slide}
                className="w-full min-w-0 shrink-0"
              >
                <StrengthCard card={card} />
              </fieldset>
            ))}
          </div>
        </div>
        <div className="mt-4 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => setSlide((s) => (s + cards.length - 1) % cards.length)}
            aria-label="Previous strength"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-xl text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
          >
            ‹
          </button>
          {cards.map((card, i) => (
            <button
              key={card.title}
              type="button"
              onClick={() => setSlide(i)}
              aria-label={`Show ${card.title}`}
              aria-current={i === slide}
              className="flex h-11 w-11 items-center justify-center"
            >
              <span className={`h-3 w-3 rounded-full ${i === slide ? 'bg-brand-600' : 'bg-brand-100'}`} />
            </button>
          ))}
          <button
            type="button"
            onClick={() => setSlide((s) => (s + 1) % cards.length)}
            aria-label="Next strength"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-xl text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
          >
            ›
          </button>
        </div>
      </section>
      <p className="text-center font-semibold text-ink-700">
        Lean on your strengths: they are the best place to start when you choose what to try next.
      </p>
    </div>
  );
}

function StrengthCard({ card }: { card: Card }) {
  const [more, setMore] = useState(false);
  return (
    <div className="rounded-3xl bg-white p-6 ring-1 ring-brand-100 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink-900">{card.title}</h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {card.items.map((item) => (
          <li key={item}>
            <StrengthItem text={item} />
          </li>
        ))}
      </ul>
      {more && <p className="mt-4 text-ink-900">{card.insight}</p>}
      <button
        type="button"
        onClick={() => setMore((m) => !m)}
        aria-expanded={more}
        className="mt-4 inline-flex min-h-11 items-center rounded-full border-2 border-brand-600 px-5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {more ? 'See Less' : 'See More'}
      </button>
      <p className="mt-4 rounded-2xl bg-cone-100 p-4 font-medium text-ink-900">
        <span className="font-bold">Think about it: </span>
        {card.prompt}
      </p>
    </div>
  );
}

/** Items longer than 25 characters are truncated and expand on click (spec §9). */
function StrengthItem({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > STRENGTH_TRUNCATE_AT;
  const shown = long && !expanded ? text.slice(0, STRENGTH_TRUNCATE_AT).trimEnd() : text;
  const chip =
    'inline-flex min-h-11 items-center rounded-full bg-brand-50 px-4 text-left font-semibold text-brand-700';
  if (!long) return <span className={chip}>{text}</span>;
  return (
    <button
      type="button"
      onClick={() => setExpanded((e) => !e)}
      aria-expanded={expanded}
      className={`${chip} hover:bg-brand-100`}
    >
      {/* The name is the visible start plus the rest for screen readers (WCAG 2.5.3). */}
      {shown}
      {!expanded && (
        <>
          <span aria-hidden="true">…</span>
          <span className="sr-only">{text.slice(shown.length)} (shortened; select to show all)</span>
        </>
      )}
    </button>
  );
}
