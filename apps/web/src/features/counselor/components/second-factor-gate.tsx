import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useStaffStatus } from '../api/get-staff-status';
import { useConfirmEnrolment, useStartEnrolment, useVerifySecondFactor } from '../api/second-factor';

const input = 'min-h-11 w-40 rounded-xl border border-ink-500/40 px-3 text-lg tracking-widest';

/**
 * Counselors are back-office accounts: before the dashboard, this session passes the second factor
 * (docs/backoffice.md). First time: scan the QR code, confirm a code, keep the recovery codes.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const status = useStaffStatus();
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const verify = useVerifySecondFactor();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const codeId = useId();

  if (status.isPending)
    return (
      <p role="status" className="p-8">
        Checking your access…
      </p>
    );
  if (status.isError)
    return (
      <main className="mx-auto max-w-xl p-8 text-center">
        <h1 className="font-display text-2xl font-bold">Counselors only</h1>
        <p className="mt-2 text-ink-700">This page is for school counselors.</p>
      </main>
    );
  if (recovery)
    return (
      <main className="mx-auto max-w-xl space-y-4 p-8">
        <h1 className="font-display text-2xl font-bold">Keep your recovery codes</h1>
        <p>
          Each code works once if you lose your phone. Store them somewhere safe; they are not shown again.
        </p>
        <ul className="grid grid-cols-2 gap-2 font-mono" data-testid="recovery-codes">
          {recovery.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Button onClick={() => setRecovery(null)}>Continue to the dashboard</Button>
      </main>
    );
  if (status.data.second_factor === 'passed') return <>{children}</>;

  const enrolling = status.data.second_factor === 'not_enrolled';
  const error = (enrolling ? confirm.error : verify.error) as unknown;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (enrolling) confirm.mutate(code, { onSuccess: (r) => setRecovery(r.recovery_codes) });
    else verify.mutate(code);
  };
  return (
    <main className="mx-auto max-w-xl space-y-4 p-8">
      <h1 className="font-display text-2xl font-bold">
        {enrolling ? 'Set up your authenticator app' : 'Enter your code'}
      </h1>
      {enrolling && !start.data && (
        <>
          <p>
            Your account needs a second factor: an authenticator app on your phone gives you a new 6-digit
            code every 30 seconds.
          </p>
          <Button onClick={() => start.mutate()} disabled={start.isPending}>
            Show the QR code
          </Button>
        </>
      )}
      {enrolling && start.data && (
        <div className="space-y-2">
          <p>Scan this code with your authenticator app, or type the key.</p>
          <img
            className="h-48 w-48"
            alt="QR code for your authenticator app"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(start.data.qr_svg)}`}
          />
          <p>
            Key: <code data-testid="totp-secret">{start.data.secret}</code>
          </p>
        </div>
      )}
      {(!enrolling || start.data) && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col">
            <label htmlFor={codeId} className="font-semibold">
              6-digit code
            </label>
            <input
              id={codeId}
              className={input}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value.trim())}
            />
          </div>
          <Button type="submit" disabled={confirm.isPending || verify.isPending}>
            {enrolling ? 'Confirm' : 'Continue'}
          </Button>
        </form>
      )}
      {error instanceof ApiError && (
        <p role="alert" className="font-semibold text-brand-700">
          {error.message}
        </p>
      )}
    </main>
  );
}
