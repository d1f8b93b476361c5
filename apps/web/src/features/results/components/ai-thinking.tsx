import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ALMOST_THERE_MS, SETBACK_STORIES, STORY_ROTATION_MS } from './setback-stories';

/**
 * Fewer than 10 results: the engine is "thinking". A famous person's career setback every 15 s
 * (six stories); after 90 s the 'Almost there!' modal.
 */
export function AiThinking() {
  const [index, setIndex] = useState(0);
  const [almostThere, setAlmostThere] = useState(false);
  useEffect(() => {
    const rotate = setInterval(() => setIndex((i) => (i + 1) % SETBACK_STORIES.length), STORY_ROTATION_MS);
    const wait = setTimeout(() => setAlmostThere(true), ALMOST_THERE_MS);
    return () => {
      clearInterval(rotate);
      clearTimeout(wait);
    };
  }, []);
  const story = SETBACK_STORIES[index] ?? SETBACK_STORIES[0];
  return (
    <section aria-labelledby="thinking-title" className="mx-auto max-w-2xl text-center">
      <div aria-hidden="true" className="mx-auto flex h-24 w-24 items-center justify-center">
        <span className="h-20 w-20 animate-spin rounded-full border-8 border-brand-200 border-t-brand-600 motion-reduce:animate-none" />
      </div>
      <h1 id="thinking-title" className="mt-6 font-display text-3xl font-bold">
        Our AI is finding your top 10 careers…
      </h1>
      <p className="mt-2 text-ink-700" role="status">
        This usually takes a few seconds. While you wait, a reminder that setbacks are part of every path:
      </p>
      <figure className="mt-8 rounded-3xl bg-white p-6 text-left shadow-md" aria-live="polite">
        <figcaption className="font-display text-xl font-bold text-brand-700">{story.name}</figcaption>
        <blockquote className="mt-2 text-lg text-ink-700">{story.story}</blockquote>
        <p className="mt-4 text-sm text-ink-700">
          Story {index + 1} of {SETBACK_STORIES.length}
        </p>
      </figure>
      <Modal
        open={almostThere}
        onClose={() => setAlmostThere(false)}
        title="Almost there!"
        tone="info"
        actions={
          <>
            <Link
              to="/profile"
              className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-600 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Go to my profile
            </Link>
            <Button onClick={() => setAlmostThere(false)}>Keep waiting</Button>
          </>
        }
      >
        <p>
          Our engine is still working on your matches. Your recommendations will also arrive by e-mail, and
          you can check them later in your profile.
        </p>
      </Modal>
    </section>
  );
}
