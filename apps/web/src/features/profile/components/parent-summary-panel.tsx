import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useParentSummary, useSendParentSummary, useSetParentSummary } from '../api/parent-summary';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

/**
 * "Parent progress summary by e-mail" (Sundae, Milkshake; docs/parents.md), inside the Parent or
 * guardian section once a contact is on file: on/off, when, the exact text, and "Send one now".
 */
export function ParentSummaryPanel() {
  const summary = useParentSummary(true);
  const toggle = useSetParentSummary();
  const send = useSendParentSummary();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  // Optimistic: the box follows the click at once; the answer (and the reload) confirms or reverts it.
  const [pending, setPending] = useState<boolean | null>(null);
  const data = summary.data;
  if (!data) return <div className="mt-6 min-h-24" aria-hidden="true" />;

  if (!data.included)
    return (
      <p className="mt-6 max-w-2xl text-sm text-ink-500">
        The Sundae and Milkshake plans also send your parent or guardian a short monthly progress summary.{' '}
        <Link to="/pricing" className="font-semibold text-brand-700 underline">
          See plans
        </Link>
      </p>
    );

  return (
    <div className="mt-6 border-t border-brand-100 pt-5">
      <h3 className="font-display text-lg font-bold text-ink-900">Parent progress summary</h3>
      <p className="mt-1 max-w-2xl text-sm text-ink-500">
        Once a month we e-mail your parent or guardian what you have done on Pathscoop: your assessment, top
        matches, saved careers and sessions. Never your chats with the companions or mentors.
      </p>
      <CheckboxField
        containerClassName="mt-4"
        label="Send my parent or guardian a monthly progress summary"
        checked={pending ?? data.enabled}
        onChange={(e) => {
          setPending(e.target.checked);
          toggle.mutate(e.target.checked, {
            onSuccess: (res) => setMessage({ text: res.detail, error: false }),
            onError: (err) => setMessage({ text: err.message, error: true }),
            onSettled: () => setPending(null),
          });
        }}
      />
      <p className="mt-2 text-sm text-ink-700">
        {data.next_at ? `Next summary: ${day(data.next_at)}.` : 'No summary is scheduled.'}
        {data.last_sent_at ? ` Last sent: ${day(data.last_sent_at)}.` : ''}
      </p>
      <details className="mt-3 max-w-2xl rounded-2xl bg-brand-50/60 p-4 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">See what they will get</summary>
        <p className="mt-3 font-semibold text-ink-900">{data.preview.subject}</p>
        {data.preview.lines.map((line) => (
          <p key={line} className="mt-2 break-words text-ink-700">
            {line}
          </p>
        ))}
      </details>
      <div className="mt-4">
        <Button
          variant="secondary"
          disabled={!(pending ?? data.enabled) || send.isPending}
          aria-busy={send.isPending}
          onClick={() =>
            send.mutate(undefined, {
              onSuccess: (res) => setMessage({ text: res.detail, error: false }),
              onError: (err) => setMessage({ text: err.message, error: true }),
            })
          }
        >
          Send one now
        </Button>
      </div>
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={`mt-3 text-sm font-semibold ${message.error ? 'text-brand-700' : 'text-mint-700'}`}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
