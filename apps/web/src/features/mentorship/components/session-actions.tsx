import type { MentorSession } from '@pathscoop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useSuggestedTimes } from '../api/mentor-profile';
import { type SessionAction, useSessionAction } from '../api/sessions';
import { formatDateTime } from './format';

const textareaClass =
  'block w-full rounded-2xl border border-ink-500/40 px-4 py-3 text-ink-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200';

/** The next steps a session allows for the viewer (mentor or student), and 'Report a concern'. */
export function SessionActions({ session, role }: { session: MentorSession; role: 'Student' | 'Mentor' }) {
  const action = useSessionAction();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const run = (a: SessionAction, message?: string) => {
    setError(null);
    action.mutate(a, {
      onSuccess: () => message && setDone(message),
      onError: (err) =>
        setError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.'),
    });
  };
  const id = session.id;
  const busy = action.isPending;
  const mentor = role === 'Mentor';

  return (
    <div className="mt-3 space-y-3">
      {mentor && session.status === 'scheduled' && !session.can_mark_held && (
        <p className="text-sm text-ink-700">You can mark the session as held once it has started.</p>
      )}
      {session.meeting_url && session.status === 'scheduled' && (
        <p>
          <a
            href={session.meeting_url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            Join the video call
          </a>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {mentor && session.status === 'matched' && (
          <>
            <Button disabled={busy} onClick={() => run({ id, action: 'accept' })}>
              Accept
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => run({ id, action: 'decline' }, 'We will ask another mentor.')}
            >
              Decline
            </Button>
          </>
        )}
        {/* Issue 24 #15: only once the session's time has come (the server decides, by its clock). */}
        {mentor && session.status === 'scheduled' && session.can_mark_held && (
          <Button disabled={busy} onClick={() => run({ id, action: 'held' })}>
            Mark as held
          </Button>
        )}
        {session.status === 'scheduled' && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => run({ id, action: 'reschedule' }, 'We let the other side know.')}
          >
            Ask for a new time
          </Button>
        )}
        {session.is_active && (
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() => run({ id, action: 'cancel' }, 'The session is cancelled.')}
          >
            Cancel session
          </Button>
        )}
        <ConcernButton sessionId={id} />
      </div>
      {mentor && (session.status === 'accepted' || session.status === 'offered') && (
        <OfferTimes
          sessionId={id}
          onSubmit={(times) => run({ id, action: 'offer', body: { times } }, 'Times sent to the student.')}
          busy={busy}
        />
      )}
      {!mentor && session.status === 'offered' && (
        <PickTime
          session={session}
          busy={busy}
          onPick={(datetime) =>
            run({ id, action: 'pick', body: { datetime } }, 'Booked! Check your e-mail for the invitation.')
          }
        />
      )}
      {mentor && session.status === 'held' && !session.has_feedback && (
        <WriteFeedback
          busy={busy}
          onSubmit={(message) => run({ id, action: 'feedback', body: { message } }, 'Feedback sent.')}
        />
      )}
      {!mentor && session.status === 'held' && session.rating === null && (
        <RateSession
          busy={busy}
          onSubmit={(rating, comment) =>
            run({ id, action: 'rate', body: { rating, comment } }, 'Thanks for your rating!')
          }
        />
      )}
      {session.rating !== null && <p className="text-sm text-ink-700">Rating: {session.rating} of 5</p>}
      {error && (
        <p role="alert" className="text-sm font-semibold text-brand-700">
          {error}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm font-semibold text-mint-700">
          {done}
        </p>
      )}
    </div>
  );
}

function OfferTimes({
  sessionId,
  onSubmit,
  busy,
}: {
  sessionId: number;
  onSubmit: (times: string[]) => void;
  busy: boolean;
}) {
  const suggested = useSuggestedTimes(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const [custom, setCustom] = useState('');
  const customId = useId();
  const toggle = (t: string) =>
    setChosen((c) => (c.includes(t) ? c.filter((x) => x !== t) : [...c, t].slice(0, 5)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const times = [...chosen];
    if (custom) times.push(new Date(custom).toISOString());
    if (times.length) onSubmit(times);
  };
  return (
    <form
      onSubmit={submit}
      className="rounded-2xl bg-cream p-4"
      aria-label={`Offer times for session ${sessionId}`}
    >
      <fieldset>
        <legend className="font-semibold text-ink-900">Offer up to 5 times from your availability</legend>
        {suggested.data?.length ? (
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {suggested.data.slice(0, 8).map((t) => (
              <label key={t} className="flex min-h-11 items-center gap-2 rounded-xl bg-white px-3">
                <input
                  type="checkbox"
                  checked={chosen.includes(t)}
                  onChange={() => toggle(t)}
                  className="h-5 w-5"
                />
                {formatDateTime(t)}
              </label>
            ))}
          </div>
        ) : (
          <p className="mt-2 text-sm text-ink-700">
            Add your weekly availability above to get suggestions, or pick a time below.
          </p>
        )}
      </fieldset>
      <label htmlFor={customId} className="mt-3 block text-sm font-semibold text-ink-900">
        Another time (at least 24 hours from now)
      </label>
      <input
        id={customId}
        type="datetime-local"
        value={custom}
        onChange={(e) => setCustom(e.target.value)}
        className="mt-1 min-h-11 rounded-xl border border-ink-500/40 px-3"
      />
      <div className="mt-3">
        <Button type="submit" disabled={busy || (!chosen.length && !custom)}>
          Send times
        </Button>
      </div>
    </form>
  );
}

function PickTime({
  session,
  onPick,
  busy,
}: {
  session: MentorSession;
  onPick: (t: string) => void;
  busy: boolean;
}) {
  const [picked, setPicked] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (picked) onPick(picked);
      }}
      className="rounded-2xl bg-cream p-4"
    >
      <fieldset>
        <legend className="font-semibold text-ink-900">Pick a time (shown in your time zone)</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {session.offered_times.map((t) => (
            <label key={t} className="flex min-h-11 items-center gap-2 rounded-xl bg-white px-3">
              <input
                type="radio"
                name={`pick-${session.id}`}
                value={t}
                checked={picked === t}
                onChange={() => setPicked(t)}
                className="h-5 w-5"
              />
              {formatDateTime(t)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3">
        <Button type="submit" disabled={busy || !picked}>
          Book this time
        </Button>
      </div>
    </form>
  );
}

function WriteFeedback({ onSubmit, busy }: { onSubmit: (m: string) => void; busy: boolean }) {
  const [message, setMessage] = useState('');
  const id = useId();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (message.trim()) onSubmit(message);
      }}
      className="rounded-2xl bg-cream p-4"
    >
      <label htmlFor={id} className="font-semibold text-ink-900">
        Feedback for the student
      </label>
      <textarea
        id={id}
        rows={4}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        className={`mt-2 ${textareaClass}`}
      />
      <div className="mt-3">
        <Button type="submit" disabled={busy || !message.trim()}>
          Send feedback
        </Button>
      </div>
    </form>
  );
}

function RateSession({ onSubmit, busy }: { onSubmit: (r: number, c: string) => void; busy: boolean }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const id = useId();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (rating) onSubmit(rating, comment);
      }}
      className="rounded-2xl bg-cream p-4"
    >
      <fieldset>
        <legend className="font-semibold text-ink-900">How was your session?</legend>
        <div className="mt-2 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name="session-rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`flex h-11 w-11 items-center justify-center rounded-full text-2xl peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${n <= rating ? 'text-cone-700' : 'text-ink-500'}`}
              >
                ★
              </span>
              <span className="sr-only">{n} of 5</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={id} className="mt-3 block text-sm font-semibold text-ink-900">
        Comment (optional)
      </label>
      <textarea
        id={id}
        rows={2}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={2000}
        className={`mt-1 ${textareaClass}`}
      />
      <div className="mt-3">
        <Button type="submit" disabled={busy || !rating}>
          Send rating
        </Button>
      </div>
    </form>
  );
}

function ConcernButton({ sessionId }: { sessionId: number }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const action = useSessionAction();
  const id = useId();
  const close = () => {
    setOpen(false);
    setSent(false);
  };
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Report a concern
      </Button>
      <Modal
        open={open}
        onClose={close}
        title="Report a concern"
        actions={
          sent ? (
            <Button onClick={close}>Close</Button>
          ) : (
            <>
              <Button variant="ghost" onClick={close}>
                Back
              </Button>
              <Button
                disabled={!message.trim() || action.isPending}
                onClick={() =>
                  action.mutate(
                    { id: sessionId, action: 'concern', body: { message } },
                    {
                      onSuccess: () => {
                        setSent(true);
                        setMessage('');
                      },
                    },
                  )
                }
              >
                Send report
              </Button>
            </>
          )
        }
      >
        {sent ? (
          <p role="status">Thank you. Our safeguarding team has your report and will follow it up.</p>
        ) : (
          <>
            <p>
              Something about this session worry you? Tell us what happened. Our safeguarding team reads every
              report straight away.
            </p>
            <label htmlFor={id} className="mt-3 block font-semibold">
              What happened?
            </label>
            <textarea
              id={id}
              rows={4}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              className={`mt-1 ${textareaClass}`}
            />
          </>
        )}
      </Modal>
    </>
  );
}
