import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useRequestSession } from '../api/sessions';
import { GuardianRequiredDialog, isGuardianRequired } from './guardian-required-dialog';

/**
 * The custom request tab (spec part 2 §2, §4, §7, §8): free text and Submit. Empty text sends
 * nothing; success opens a success modal, reloads the sessions and clears the input; a 403 shows
 * the server's detail in an error modal whose close goes to /pricingplan.
 */
export function CustomRequestForm() {
  const [topic, setTopic] = useState('');
  const [success, setSuccess] = useState(false);
  const [denied, setDenied] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [guardianReason, setGuardianReason] = useState<string | null>(null);
  const request = useRequestSession();
  const navigate = useNavigate();

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!topic.trim()) return;
    setError(null);
    request.mutate(
      { topic },
      {
        onSuccess: () => {
          setTopic('');
          setSuccess(true);
        },
        onError: (err) => {
          // Issue 24 #12: a minor adds a parent or guardian first, then the request is sent again.
          if (isGuardianRequired(err)) setGuardianReason(err.detail ?? err.message);
          else if (err instanceof ApiError && err.status === 403) setDenied(err.detail ?? err.message);
          else setError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-ink-700">
        Have a question no career page answers? Ask for something only you would ask: a day in the life, how
        to get started, what to study. We will find a vetted mentor who knows the field.
      </p>
      <label htmlFor="custom-request-topic" className="block font-semibold text-ink-900">
        What would you like to talk about?
      </label>
      <textarea
        id="custom-request-topic"
        value={topic}
        onChange={(e) => setTopic(e.target.value)}
        maxLength={300}
        rows={3}
        className="block min-h-[45px] w-full rounded-2xl border border-ink-500/40 px-4 py-3 text-ink-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        aria-describedby={error ? 'custom-request-error' : undefined}
      />
      {error && (
        <p id="custom-request-error" role="alert" className="text-sm font-semibold text-brand-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? 'Sending…' : 'Submit'}
      </Button>
      <Modal
        open={success}
        onClose={() => setSuccess(false)}
        title="Request sent"
        tone="success"
        actions={<Button onClick={() => setSuccess(false)}>OK</Button>}
      >
        <p>Thanks! We are matching you with a mentor. You will find the request under Active Sessions.</p>
      </Modal>
      <GuardianRequiredDialog
        reason={guardianReason}
        onClose={() => setGuardianReason(null)}
        onSaved={() => {
          setGuardianReason(null);
          submit();
        }}
      />
      <Modal
        open={denied !== null}
        onClose={() => navigate('/pricingplan')}
        title="Choose a plan to book a session"
        tone="error"
        actions={<Button onClick={() => navigate('/pricingplan')}>OK</Button>}
      >
        <p>{denied}</p>
      </Modal>
    </form>
  );
}
