import { useSearchParams } from 'react-router';

/** After "Delete my account" the member lands on `/?account=deleted`: say it is done. */
export function AccountDeletedNotice() {
  const [params, setParams] = useSearchParams();
  if (params.get('account') !== 'deleted') return null;
  return (
    <div className="bg-mint-100">
      <div
        role="status"
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 text-ink-900 sm:px-6"
      >
        <p>
          <strong>Your account has been deleted.</strong> We sent a confirmation to your e-mail address. Thank
          you for exploring with us.
        </p>
        <button
          type="button"
          onClick={() => setParams({}, { replace: true })}
          className="min-h-11 rounded-full px-4 font-semibold text-ink-700 hover:bg-ink-900/5"
        >
          Dismiss
        </button>
      </div>
    </div>
  );
}
