import { useId, useState } from 'react';
import { Link } from 'react-router';
import { type UserReview, useUserReviews } from '../api/get-user-reviews';

export const TESTIMONIALS_HEADING = "See how we're making a difference";

const tints = ['bg-brand-100 text-brand-700', 'bg-mint-100 text-mint-700', 'bg-cone-100 text-cone-700'];

function Avatar({ review, index, large }: { review: UserReview; index: number; large?: boolean }) {
  const size = large ? 'h-20 w-20 text-2xl' : 'h-14 w-14 text-lg';
  if (review.image)
    return (
      <img
        src={review.image}
        alt=""
        className={`${size} shrink-0 rounded-full border-4 border-white object-cover shadow`}
      />
    );
  const initials = review.name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={`${size} ${tints[index % tints.length]} flex shrink-0 items-center justify-center rounded-full border-4 border-white font-display font-bold shadow`}
    >
      {initials}
    </span>
  );
}

/**
 * Testimonials as an accordion: clicking one expands it, exactly one is open at a time and the
 * first is open by default (spec part 1 §2). Clicking the open one keeps it open.
 */
export function TestimonialAccordion({ reviews }: { reviews: UserReview[] }) {
  const [openId, setOpenId] = useState<number | undefined>(reviews[0]?.id);
  const baseId = useId();
  const current = reviews.some((r) => r.id === openId) ? openId : reviews[0]?.id;
  return (
    <ul className="flex flex-col gap-4 lg:flex-row">
      {reviews.map((review, index) => {
        const open = review.id === current;
        const headerId = `${baseId}-h-${review.id}`;
        const panelId = `${baseId}-p-${review.id}`;
        return (
          <li
            key={review.id}
            className={`flex flex-col rounded-[2rem] transition-[flex-grow,background-color] duration-500 motion-reduce:transition-none ${
              open
                ? 'bg-white shadow-xl ring-2 ring-brand-200 lg:flex-[2.4]'
                : 'bg-white/70 ring-1 ring-brand-100 lg:flex-1'
            }`}
          >
            <h3>
              <button
                type="button"
                id={headerId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(review.id)}
                className="flex w-full flex-col gap-4 rounded-[2rem] p-5 text-left hover:bg-brand-50/60"
              >
                <span className="flex items-center gap-4">
                  <Avatar review={review} index={index} large={open} />
                  <span className="min-w-0">
                    <span className="block font-display text-lg font-bold text-ink-900">{review.name}</span>
                    <span className="block text-sm text-ink-500">{review.title}</span>
                  </span>
                </span>
                {!open && (
                  <span aria-hidden="true" className="hidden text-ink-500 lg:block">
                    <span className="line-clamp-4">“{review.review}”</span>
                    <span className="mt-3 inline-block font-semibold text-brand-700">Read more →</span>
                  </span>
                )}
              </button>
            </h3>
            <section id={panelId} aria-labelledby={headerId} hidden={!open} className="px-6 pb-6">
              <blockquote className="relative pl-8 text-lg leading-relaxed text-ink-700">
                <span
                  aria-hidden="true"
                  className="absolute -top-3 left-0 font-display text-5xl leading-none text-brand-500"
                >
                  “
                </span>
                {review.review}
              </blockquote>
            </section>
          </li>
        );
      })}
    </ul>
  );
}

/** 'See how we're making a difference', fed by `GET user-reviews/?per_page=3`. */
export function TestimonialsSection() {
  const reviews = useUserReviews();
  const headingId = useId();
  const list = reviews.data?.results ?? [];
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-6">
      <p className="font-semibold tracking-wide text-brand-700 uppercase">Real people, real paths</p>
      <h2 id={headingId} className="mt-1 font-display text-3xl font-extrabold text-ink-900 sm:text-4xl">
        {TESTIMONIALS_HEADING}
      </h2>
      <div className="mt-8">
        {reviews.isPending ? (
          <ul aria-busy="true" aria-label="Loading testimonials" className="flex flex-col gap-4 lg:flex-row">
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-28 animate-pulse rounded-[2rem] bg-white/70 lg:flex-1" />
            ))}
          </ul>
        ) : list.length > 0 ? (
          <TestimonialAccordion reviews={list} />
        ) : (
          <p className="rounded-3xl bg-white p-6 text-ink-700 ring-1 ring-brand-100">
            {reviews.isError
              ? 'Our testimonials could not be loaded just now.'
              : 'Testimonials are on their way.'}{' '}
            Meanwhile, read how students and parents found their way in our{' '}
            <Link to="/stories" className="font-semibold text-brand-700 underline underline-offset-2">
              Stories
            </Link>
            .
          </p>
        )}
      </div>
    </section>
  );
}
