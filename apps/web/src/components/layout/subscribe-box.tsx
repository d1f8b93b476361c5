import { EMAIL_INVALID_MESSAGE, isEmailAddress } from '@pathscoop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../lib/api-client';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';

/** POST subscriptions/ {email}: double opt-in (a confirmation mail is sent). */
export function subscribe(email: string) {
  return api.post<{ detail: string }>('subscriptions/', { email });
}

/**
 * The footer's e-mail subscribe box (spec part 2 §5): the standard pattern, else 'Please enter a
 * valid email address.' in an error box that clears when the input changes; the request is sent
 * only when valid. Success: a success modal and the input clears; a failure shows nothing.
 */
export function SubscribeBox() {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The rule of subscribeFormSchema, without zod: this box is on every page's first load.
    const address = email.trim();
    if (!isEmailAddress(address)) return setError(EMAIL_INVALID_MESSAGE);
    setBusy(true);
    subscribe(address)
      .then(() => {
        setEmail('');
        setDone(true);
      })
      // Spec §7: a failure closes the success modal, with no message.
      .catch(() => setDone(false))
      .finally(() => setBusy(false));
  };
  return (
    <div className="mt-6">
      <form noValidate onSubmit={submit} aria-label="Newsletter">
        <label
          htmlFor={inputId}
          className="font-display text-sm font-bold tracking-widest text-cone-400 uppercase"
        >
          Get our newsletter
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
            className="min-h-11 w-full min-w-0 rounded-full border border-white/25 bg-white/10 px-4 text-cream placeholder:text-cream/60 focus:outline-none focus-visible:ring-4 focus-visible:ring-cone-400/50"
          />
          <Button type="submit" disabled={busy} aria-busy={busy} className="shrink-0 px-5">
            Subscribe
          </Button>
        </div>
        {error && (
          <p
            id={errorId}
            role="alert"
            className="mt-2 rounded-xl bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-700"
          >
            {error}
          </p>
        )}
      </form>
      <Modal
        open={done}
        onClose={() => setDone(false)}
        size="sm"
        tone="success"
        title="Thanks for subscribing!"
        actions={<Button onClick={() => setDone(false)}>OK</Button>}
      >
        <p>Please check your inbox and open the link we sent you to confirm your subscription.</p>
      </Modal>
    </div>
  );
}
