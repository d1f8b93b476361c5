import { useState } from 'react';
import { PageSkeleton } from '../../components/feedback/page-skeleton';
import { type FeedbackOrdering, useFeedbacks } from './api/feedbacks';
import { formatDate } from './components/format';

/** /profile/MyFeedback (spec part 2 §2 My Feedback): two sort buttons, three columns. */
export function Component() {
  const [ordering, setOrdering] = useState<FeedbackOrdering>('-created_at');
  const feedbacks = useFeedbacks(ordering);
  const sorts: { id: FeedbackOrdering; label: string }[] = [
    { id: '-created_at', label: 'Date high to low' },
    { id: 'created_at', label: 'Date low to high' },
  ];
  return (
    <div className="space-y-5">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Sort feedback</legend>
        {sorts.map((s) => (
          <button
            key={s.id}
            type="button"
            aria-pressed={ordering === s.id}
            onClick={() => setOrdering(s.id)}
            className={`min-h-11 rounded-full px-5 font-semibold ${ordering === s.id ? 'bg-brand-600 text-white' : 'bg-white text-ink-900 ring-1 ring-brand-100 hover:bg-brand-50'}`}
          >
            {s.label}
          </button>
        ))}
      </fieldset>
      {feedbacks.isError ? (
        <p role="alert" className="rounded-3xl bg-white p-6 font-semibold text-brand-700">
          We could not load your feedback.
        </p>
      ) : feedbacks.isPending ? (
        <PageSkeleton label="Loading your feedback…" blocks={['h-48']} />
      ) : feedbacks.data.length ? (
        <ul className="grid gap-4 md:grid-cols-3">
          {feedbacks.data.map((f) => (
            <li key={f.id} className="flex flex-col rounded-3xl bg-white p-5 ring-1 ring-brand-100">
              <p className="text-sm text-ink-700">
                <time dateTime={f.created_at}>{formatDate(f.created_at)}</time>
              </p>
              <h2 className="mt-1 font-display text-lg font-bold text-ink-900">{f.topic}</h2>
              <p className="text-sm font-semibold text-brand-700">{f.mentor.first_name}</p>
              <p className="mt-2 whitespace-pre-line text-ink-900">{f.message}</p>
              {f.rating !== null && (
                <p className="mt-2 text-sm text-ink-700">Student rating: {f.rating} of 5</p>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-3xl bg-white p-8 text-center text-ink-900 ring-1 ring-brand-100">
          You don't have any reviews yet
        </p>
      )}
    </div>
  );
}
