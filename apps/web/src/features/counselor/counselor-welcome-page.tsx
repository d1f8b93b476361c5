import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/password-field';
import { ApiError } from '../../lib/api-client';
import { useAcceptInvitation, useInvitation } from './api/accept-invitation';

/** /counselor/welcome?token=: the invitation link — choose a password, then sign in. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useInvitation(token);
  const accept = useAcceptInvitation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMismatch(password !== confirm);
    if (password === confirm) accept.mutate({ token, password });
  };
  if (!token || info.isError)
    return (
      <main className="mx-auto max-w-xl space-y-3 p-8">
        <h1 className="font-display text-2xl font-bold">Invitation</h1>
        <p role="alert">This invitation link is not valid or has expired. Ask Pathscoop for a new one.</p>
      </main>
    );
  if (info.isPending)
    return (
      <p role="status" className="p-8">
        Checking your invitation…
      </p>
    );
  if (accept.isSuccess)
    return (
      <main className="mx-auto max-w-xl space-y-3 p-8">
        <h1 className="font-display text-2xl font-bold">Your password is set</h1>
        <p>Sign in with {accept.data.email}; you will then set up your authenticator app.</p>
        <Link to="/signin?redirect=/counselor" className="font-semibold text-brand-700 underline">
          Sign in
        </Link>
      </main>
    );
  const err = accept.error instanceof ApiError ? accept.error : null;
  const passwordErrors = Array.isArray(err?.body.password) ? (err?.body.password as string[]) : [];
  return (
    <main className="mx-auto max-w-xl space-y-4 p-8">
      <h1 className="font-display text-2xl font-bold">Welcome, {info.data.first_name}</h1>
      <p>
        You are invited as a counselor of <strong>{info.data.school}</strong>. Choose a password for{' '}
        {info.data.email}.
      </p>
      <form onSubmit={submit} className="space-y-3">
        <PasswordField
          label="Password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={passwordErrors[0]}
          autoComplete="new-password"
        />
        <PasswordField
          label="Confirm password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={mismatch ? 'The passwords do not match.' : undefined}
          autoComplete="new-password"
        />
        {err && !passwordErrors.length && (
          <p role="alert" className="font-semibold text-brand-700">
            {err.message}
          </p>
        )}
        <Button type="submit" disabled={accept.isPending}>
          Set my password
        </Button>
      </form>
    </main>
  );
}
