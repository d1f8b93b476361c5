import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../components/layout/not-found-page';
import { ContactUsModal } from '../../components/layout/support-modals';
import { useStories } from './api/get-stories';
import { PageHero } from './components/page-hero';

const TABS = [
  { key: 'students', label: "Student's Stories" },
  { key: 'parents', label: "Parent's Stories" },
] as const;

function StoryCard({
  image,
  name,
  meta,
  badge,
  quote,
  story,
}: {
  image: string | null;
  name: string;
  meta: string;
  badge?: string;
  quote: string;
  story: string;
}) {
  return (
    <li className="flex flex-col rounded-[2rem] bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <div className="flex items-center gap-4">
        {image ? (
          <img src={image} alt="" width={72} height={72} className="h-18 w-18 shrink-0 rounded-full" />
        ) : (
          <span aria-hidden="true" className="h-18 w-18 shrink-0 rounded-full bg-brand-100" />
        )}
        <div>
          <h3 className="font-display text-xl font-bold text-ink-900">{name}</h3>
          <p className="text-sm text-ink-500">{meta}</p>
          {badge && (
            <p className="mt-1 inline-flex rounded-full bg-mint-100 px-3 py-0.5 text-sm font-semibold text-mint-700">
              {badge}
            </p>
          )}
        </div>
      </div>
      <figure className="mt-5">
        <blockquote className="font-display text-lg leading-snug font-semibold text-brand-700">
          “{quote}”
        </blockquote>
        <figcaption className="sr-only">{name}</figcaption>
      </figure>
      <p className="mt-3 leading-relaxed text-ink-700">{story}</p>
    </li>
  );
}

/** /stories (students by default), /stories/students and /stories/parents. */
export function Component() {
  const { tab } = useParams();
  const active = tab === 'parents' ? 'parents' : 'students';
  const [shareOpen, setShareOpen] = useState(false);
  // Testimonials from the database (GET user-reviews/?audience=…), not hard-coded (issue 13).
  const stories = useStories(active === 'students' ? 'student' : 'parent');
  if (tab !== undefined && tab !== 'students' && tab !== 'parents') return <NotFoundPage />;
  return (
    <>
      <title>Stories — Pathscoop</title>
      <PageHero kicker="Stories" title="Stories from our community" image="/images/stories-cones.svg">
        <p>
          Real paths, one scoop at a time: how students and their families used Pathscoop to choose what comes
          next.
        </p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-6 py-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <nav aria-label="Story type" className="flex flex-wrap gap-2">
            {TABS.map((t) => (
              <Link
                key={t.key}
                to={`/stories/${t.key}`}
                aria-current={t.key === active ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 text-[15px] font-semibold transition-colors sm:px-5 sm:text-base ${
                  t.key === active
                    ? 'bg-brand-600 text-white'
                    : 'bg-white text-ink-700 ring-1 ring-brand-200 hover:bg-brand-50'
                }`}
              >
                {t.label}
              </Link>
            ))}
          </nav>
          <button
            type="button"
            onClick={() => setShareOpen(true)}
            className="inline-flex min-h-11 items-center rounded-full border-2 border-ink-900 px-5 font-semibold text-ink-900 hover:bg-ink-900 hover:text-white"
          >
            Share your story with us!
          </button>
        </div>
        <h2 className="sr-only">{TABS.find((t) => t.key === active)?.label}</h2>
        {stories.isPending && (
          <p aria-busy="true" className="mt-8 text-ink-500">
            Loading stories…
          </p>
        )}
        {stories.isError && (
          <p role="alert" className="mt-8 font-semibold text-brand-700">
            We could not load the stories. Please try again later.
          </p>
        )}
        <ul className="mt-8 grid gap-6 md:grid-cols-2 min-[1300px]:grid-cols-3">
          {stories.data?.results.map((s) => (
            <StoryCard
              key={s.id}
              image={s.image}
              name={s.name}
              meta={s.title}
              badge={active === 'students' ? s.career_path || undefined : undefined}
              quote={s.quote || s.review}
              story={s.review}
            />
          ))}
        </ul>
        <p className="mt-8 text-sm text-ink-500">
          Stories are shared with permission. We use first names only, and illustrations instead of photos.
        </p>
      </div>
      <ContactUsModal open={shareOpen} onClose={() => setShareOpen(false)} topic="story" />
    </>
  );
}
