import type { CareerResult } from '@pathscoop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { StarRating } from '../../../components/ui/star-rating';
import { ApiError } from '../../../lib/api-client';
import {
  GuardianRequiredDialog,
  isGuardianRequired,
} from '../../mentorship/components/guardian-required-dialog';
import { updateResult, useUpdateResult } from '../api/update-result';
import { AiText } from './ai-text';

export const SUCCESS_STATE_MS = 3000;

type Props = {
  result: CareerResult;
  onClose: () => void;
  /** A 403 `{detail}` (gating): the page shows it, and its OK goes to /pricingplan. */
  onGated: (detail: string) => void;
};

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent"
    />
  );
}

/**
 * The career card: score 1-5, save/unsave (a success state with a loader for 3 s) and 'Learn More'
 * (marks booked, then a success message). Closing the card — its button, Escape or the browser's
 * Back — sends a score that was set with booked false.
 */
export function CareerModal({ result, onClose, onGated }: Props) {
  const update = useUpdateResult();
  const queryClient = useQueryClient();
  const [score, setScore] = useState<number | null>(result.score);
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'done'>('idle');
  const [bookedDone, setBookedDone] = useState(false);
  const [guardianReason, setGuardianReason] = useState<string | null>(null);
  const pending = useRef({ score: result.score, sent: result.score });
  pending.current.score = score;

  const failed = (err: Error) => {
    if (err instanceof ApiError && err.status === 403 && err.detail) onGated(err.detail);
  };

  // Closing or going back sends the score (booked false) when one was set and not sent yet.
  const sendOnClose = useRef(() => {});
  sendOnClose.current = () => {
    const { score: s, sent } = pending.current;
    if (s === null || s === sent) return;
    pending.current.sent = s;
    // Called directly (not through the hook): the card is unmounting and hook callbacks would be dropped.
    updateResult({ id: result.id, score: s, booked: false })
      .then((updated) =>
        queryClient.setQueryData<CareerResult[]>(['results'], (list) =>
          list?.map((r) => (r.id === updated.id ? updated : r)),
        ),
      )
      .catch(failed);
  };
  useEffect(() => () => sendOnClose.current(), []);

  useEffect(() => {
    if (saveState !== 'done') return;
    const timer = setTimeout(() => setSaveState('idle'), SUCCESS_STATE_MS);
    return () => clearTimeout(timer);
  }, [saveState]);

  const toggleSave = () => {
    setSaveState('saving');
    update.mutate(
      { id: result.id, interested: !result.interested },
      {
        onSuccess: () => setSaveState('done'),
        onError: (err) => {
          setSaveState('idle');
          failed(err);
        },
      },
    );
  };

  const learnMore = () => {
    update.mutate(
      { id: result.id, score, booked: true },
      {
        onSuccess: () => {
          pending.current.sent = score;
          setBookedDone(true);
        },
        // Issue 24 #12: a minor adds a parent or guardian first, then the booking is sent again.
        onError: (err) =>
          isGuardianRequired(err) ? setGuardianReason(err.detail ?? err.message) : failed(err),
      },
    );
  };

  const title = result.unique_title.mask_title || result.unique_title.title;
  if (bookedDone)
    return (
      <Modal
        open
        onClose={onClose}
        title="Success!"
        tone="success"
        actions={<Button onClick={onClose}>OK</Button>}
      >
        <p>
          Thanks! A representative will take it from here and get in touch about learning more about {title},
          including a mentorship session.
        </p>
      </Modal>
    );

  return (
    <Modal open onClose={onClose} title={title} size="lg">
      <p className="text-sm font-semibold text-mint-700">
        {result.match}% match · #{result.rank} of your top 10
      </p>
      <p className="mt-3">{result.description}</p>
      <div className="mt-4 rounded-2xl bg-mint-100/60 p-4">
        <AiText text={result.ai} />
      </div>
      <div className="mt-5">
        <StarRating label="How interested are you in this career?" value={score} onChange={setScore} />
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {/* aria-disabled, not disabled, while saving: the keyboard focus stays on it (issue 26). */}
        <Button
          variant="secondary"
          className="aria-disabled:cursor-wait"
          onClick={() => saveState === 'idle' && toggleSave()}
          aria-disabled={saveState !== 'idle'}
          aria-live="polite"
        >
          {saveState === 'saving' && (
            <>
              <Spinner /> Saving…
            </>
          )}
          {saveState === 'done' && (
            <>
              <Spinner /> {result.interested ? 'Saved!' : 'Removed from saved'}
            </>
          )}
          {saveState === 'idle' && (result.interested ? '♥ Saved · Unsave' : '♡ Save career')}
        </Button>
        <Button onClick={learnMore} disabled={update.isPending}>
          Learn More
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      <GuardianRequiredDialog
        reason={guardianReason}
        onClose={() => setGuardianReason(null)}
        onSaved={() => {
          setGuardianReason(null);
          learnMore();
        }}
      />
    </Modal>
  );
}
