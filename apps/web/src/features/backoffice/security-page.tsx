import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api-client';
import { useRegenerateRecoveryCodes } from './api/second-factor';
import { card, ErrorNote, Notice } from './ui';

/** Your second factor: recovery codes left, and a new set. */
export function SecurityPage() {
  const left = useQuery({
    queryKey: ['backoffice', 'recovery-codes'],
    queryFn: () => api.get<{ recovery_codes_left: number }>('backoffice/2fa/recovery-codes/'),
  });
  const regenerate = useRegenerateRecoveryCodes();
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold text-ink-900">Your security</h1>
      <section className={card} aria-labelledby="bo-recovery">
        <h2 id="bo-recovery" className="font-display text-xl font-bold">
          Recovery codes
        </h2>
        <p className="mt-1">
          {left.data
            ? `${left.data.recovery_codes_left} of 10 recovery codes left.`
            : 'Counting your recovery codes…'}{' '}
          Each works once if you lose your phone. Lost both? Ask an operator to run{' '}
          <code>npm run admin:create -- --email you@… --reset-2fa</code>.
        </p>
        {regenerate.isError && <ErrorNote error={regenerate.error} />}
        {regenerate.data ? (
          <>
            <Notice text={regenerate.data.detail} />
            <ol
              className="mt-3 grid grid-cols-2 gap-2 font-mono text-lg sm:grid-cols-5"
              aria-label="New recovery codes"
            >
              {regenerate.data.recovery_codes.map((c) => (
                <li key={c} className="rounded-xl bg-cream px-3 py-1 text-center">
                  {c}
                </li>
              ))}
            </ol>
          </>
        ) : (
          <Button
            className="mt-3"
            variant="secondary"
            disabled={regenerate.isPending}
            onClick={() => regenerate.mutate()}
          >
            Make ten new recovery codes
          </Button>
        )}
      </section>
    </div>
  );
}
