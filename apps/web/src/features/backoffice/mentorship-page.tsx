import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import {
  useChatFlags,
  useOpenConcerns,
  useOpenRequests,
  useOperatorAction,
  useVettedMentors,
  useWaitingMentors,
} from './api';

const inputClass = 'min-h-11 rounded-xl border border-ink-500/40 px-3';
const card = 'rounded-3xl bg-white p-5 ring-1 ring-brand-100';

/**
 * /backoffice (Mentorship): vetting, request assignment, concerns and flagged companion messages.
 * Each queue shows only when the role has its permission (the server refuses the rest anyway).
 */
export function MentorshipPage({ can }: { can: (permission: string) => boolean }) {
  const mentorship = can('mentorship.manage');
  const mentors = useWaitingMentors(mentorship);
  const requests = useOpenRequests(mentorship);
  const vetted = useVettedMentors(mentorship);
  const concerns = useOpenConcerns(can('concerns.manage'));
  const flags = useChatFlags(can('chat_flags.review'));
  const action = useOperatorAction();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const run = (path: string, body: unknown) => {
    setMessage(null);
    action.mutate(
      { path, body },
      {
        onSuccess: (r) => setMessage({ ok: true, text: r.detail }),
        onError: (e) =>
          setMessage({ ok: false, text: e instanceof ApiError ? e.message : 'Something went wrong.' }),
      },
    );
  };

  return (
    <div className="space-y-8">
      <h1 className="font-display text-3xl font-bold text-ink-900">Mentorship</h1>
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={`rounded-2xl p-3 font-semibold ${message.ok ? 'bg-mint-100 text-mint-700' : 'bg-brand-100 text-brand-700'}`}
        >
          {message.text}
        </p>
      )}
      {mentorship && (
        <>
          <section aria-labelledby="bo-mentors">
            <h2 id="bo-mentors" className="font-display text-xl font-bold">
              Mentors waiting for vetting
            </h2>
            {mentors.data?.length ? (
              <ul className="mt-3 space-y-3">
                {mentors.data.map((m) => (
                  <VetMentor key={m.id} mentor={m} onAction={run} busy={action.isPending} />
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-ink-700">Nobody is waiting.</p>
            )}
          </section>
          <section aria-labelledby="bo-requests">
            <h2 id="bo-requests" className="font-display text-xl font-bold">
              Requests not matched or overdue
            </h2>
            {requests.data?.length ? (
              <ul className="mt-3 space-y-3">
                {requests.data.map((r) => (
                  <AssignRequest
                    key={r.id}
                    request={r}
                    mentors={vetted.data ?? []}
                    onAction={run}
                    busy={action.isPending}
                  />
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-ink-700">Every request has a mentor.</p>
            )}
          </section>
        </>
      )}
      {can('concerns.manage') && (
        <section aria-labelledby="bo-concerns">
          <h2 id="bo-concerns" className="font-display text-xl font-bold">
            Reported concerns
          </h2>
          {concerns.data?.length ? (
            <ul className="mt-3 space-y-3">
              {concerns.data.map((c) => (
                <li key={c.id} className={card}>
                  <p className="text-sm text-ink-700">
                    #{c.id} · session #{c.session_id} “{c.topic}” · from the {c.reporter_role} ·{' '}
                    {new Date(c.created_at).toLocaleString()}
                  </p>
                  <p className="mt-2 whitespace-pre-line">{c.message}</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    {c.mentor_id && (
                      <Button
                        variant="secondary"
                        disabled={action.isPending}
                        onClick={() => run(`mentors/${c.mentor_id}/pause/`, { reason: `Concern #${c.id}` })}
                      >
                        Pause the mentor
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      disabled={action.isPending}
                      onClick={() =>
                        run(`concerns/${c.id}/resolve/`, { resolution: 'Reviewed by an operator.' })
                      }
                    >
                      Mark resolved
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-ink-700">No open concerns.</p>
          )}
        </section>
      )}
      {can('chat_flags.review') && (
        <section aria-labelledby="bo-flags">
          <h2 id="bo-flags" className="font-display text-xl font-bold">
            Flagged companion messages
          </h2>
          <p className="mt-1 text-sm text-ink-700">
            Messages to or from the AI companions that the safety check stopped or answered with help
            resources. Contact details in them are already masked.
          </p>
          {flags.data?.length ? (
            <ul className="mt-3 space-y-3">
              {flags.data.map((f) => (
                <ChatFlag key={f.id} flag={f} onAction={run} busy={action.isPending} />
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-ink-700">Nothing to review.</p>
          )}
        </section>
      )}
    </div>
  );
}

type Run = (path: string, body: unknown) => void;

function VetMentor({
  mentor,
  onAction,
  busy,
}: {
  mentor: NonNullable<ReturnType<typeof useWaitingMentors>['data']>[number];
  onAction: Run;
  busy: boolean;
}) {
  const today = new Date().toISOString().slice(0, 10);
  const [dates, setDates] = useState({
    identity_checked_on: today,
    background_checked_on: today,
    safeguarding_trained_on: today,
  });
  const base = useId();
  const fields = [
    ['identity_checked_on', 'Identity checked on'],
    ['background_checked_on', 'Background check on'],
    ['safeguarding_trained_on', 'Safeguarding training on'],
  ] as const;
  return (
    <li className={card}>
      <p className="font-semibold">
        {mentor.first_name} {mentor.last_name} · {mentor.title || 'no title'}{' '}
        {mentor.industry ? `· ${mentor.industry}` : ''}
      </p>
      <p className="text-sm text-ink-700">{mentor.email}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        {fields.map(([key, label]) => (
          <div key={key}>
            <label htmlFor={`${base}-${key}`} className="block text-xs font-semibold">
              {label}
            </label>
            <input
              id={`${base}-${key}`}
              type="date"
              max={today}
              value={dates[key]}
              onChange={(e) => setDates({ ...dates, [key]: e.target.value })}
              className={inputClass}
            />
          </div>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => onAction(`mentors/${mentor.id}/vet/`, dates)}>
          Vet {mentor.first_name}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => onAction(`mentors/${mentor.id}/reject/`, { reason: 'Checks not passed.' })}
        >
          Reject
        </Button>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => onAction(`mentors/${mentor.id}/pause/`, { reason: 'Paused by an operator.' })}
        >
          Pause
        </Button>
      </div>
    </li>
  );
}

function AssignRequest({
  request,
  mentors,
  onAction,
  busy,
}: {
  request: NonNullable<ReturnType<typeof useOpenRequests>['data']>[number];
  mentors: NonNullable<ReturnType<typeof useVettedMentors>['data']>;
  onAction: Run;
  busy: boolean;
}) {
  const [mentorId, setMentorId] = useState('');
  const id = useId();
  return (
    <li className={card}>
      <p className="font-semibold">
        #{request.id} “{request.topic}” {request.overdue ? '· overdue answer' : '· not matched'}
      </p>
      <p className="text-sm text-ink-700">
        {request.student} {request.grade ? `· grade ${request.grade}` : ''}{' '}
        {request.career_code ? `· career ${request.career_code}` : ''}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={id} className="block text-xs font-semibold">
            Vetted mentor
          </label>
          <select
            id={id}
            value={mentorId}
            onChange={(e) => setMentorId(e.target.value)}
            className={`${inputClass} max-w-xs bg-white`}
          >
            <option value="">Choose a mentor</option>
            {mentors
              .filter((m) => m.id !== request.mentor_id)
              .map((m) => (
                <option key={m.id} value={m.id}>
                  {m.first_name} {m.last_name}
                  {m.industry ? ` · ${m.industry}` : ''}
                  {m.title ? ` · ${m.title}` : ''}
                </option>
              ))}
          </select>
          {mentors.length === 0 && <p className="mt-1 text-xs text-ink-700">No vetted mentor yet.</p>}
        </div>
        <Button
          disabled={busy || !mentorId}
          onClick={() => onAction(`requests/${request.id}/assign/`, { mentor_id: Number(mentorId) })}
        >
          {request.overdue ? 'Reassign' : 'Assign'}
        </Button>
      </div>
    </li>
  );
}

function ChatFlag({
  flag,
  onAction,
  busy,
}: {
  flag: NonNullable<ReturnType<typeof useChatFlags>['data']>[number];
  onAction: Run;
  busy: boolean;
}) {
  const [note, setNote] = useState('');
  const id = useId();
  return (
    <li className={card}>
      <p className="text-sm text-ink-700">
        #{flag.id} · {flag.student} (account {flag.user_id}
        {flag.age !== null ? `, age ${flag.age}` : ''}) · {flag.agent ?? 'companion'} ·{' '}
        {flag.source === 'user' ? 'from the student' : 'from the companion'} ·{' '}
        {new Date(flag.created_at).toLocaleString()}
      </p>
      <p className="mt-1 text-sm font-semibold">
        {flag.categories.join(', ')} → {flag.action}
      </p>
      <p className="mt-2 whitespace-pre-line">{flag.excerpt}</p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={id} className="block text-xs font-semibold">
            What you did
          </label>
          <input id={id} value={note} onChange={(e) => setNote(e.target.value)} className={inputClass} />
        </div>
        <Button
          variant="secondary"
          disabled={busy || !note.trim()}
          onClick={() => onAction(`chat-flags/${flag.id}/review/`, { note })}
        >
          Mark reviewed
        </Button>
      </div>
    </li>
  );
}
