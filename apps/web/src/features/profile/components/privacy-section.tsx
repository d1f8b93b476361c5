import { PRIVACY_MESSAGES } from '@pathscoop/contracts';
import { useState } from 'react';
import { Link, useNavigate, useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError, firstErrorMessage } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';
import { useDeleteAccount, useDownloadMyData } from '../api/privacy';
import type { ProfileOutletContext } from '../profile-layout';

/** "Download my data" and "Delete my account" (self-served privacy rights, docs/privacy.md). */
export function PrivacySection() {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  return (
    <section
      aria-labelledby="privacy-title"
      className="mt-6 rounded-[1.75rem] bg-white p-5 ring-1 ring-brand-100 sm:p-8"
    >
      <h2 id="privacy-title" className="font-display text-xl font-bold text-ink-900">
        Your data
      </h2>
      <p className="mt-1 max-w-2xl text-ink-500">
        Download a copy of everything we keep about you, or delete your account. Read how long we keep what in
        our{' '}
        <Link to="/privacypolicy" className="font-semibold text-brand-700 underline underline-offset-2">
          privacy policy
        </Link>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          aria-busy={download.isPending}
        >
          Download my data
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </div>
      {download.isSuccess && (
        <p role="status" className="mt-3 text-sm font-semibold text-mint-700">
          Your data file has been downloaded.
        </p>
      )}
      {download.isError && (
        <p role="alert" className="mt-3 text-sm font-semibold text-brand-700">
          {download.error.message}
        </p>
      )}
      <DeleteAccountModal open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}

function DeleteAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const outlet = useOutletContext<ProfileOutletContext | undefined>();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!password) return setError(PRIVACY_MESSAGES.passwordRequired);
    setError(undefined);
    remove.mutate(password, {
      onSuccess: () => {
        // Leaving on purpose: the layout must not send us to sign-in when the session goes.
        outlet?.beginLeaving();
        navigate('/?account=deleted', { replace: true });
        authStorage.clear();
      },
      onError: (err) => setError(err instanceof ApiError ? firstErrorMessage(err.body) : err.message),
    });
  };
  return (
    <Modal open={open} onClose={onClose} size="sm" tone="error" title="Delete your account?">
      <form noValidate onSubmit={submit} className="text-left">
        <p>
          This signs you out everywhere and deletes your profile, answers, results and messages. It cannot be
          undone. We keep only anonymised payment records that the law requires.
        </p>
        <PasswordField
          containerClassName="mt-4"
          label="Your password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
        />
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Button variant="secondary" onClick={onClose} className="min-w-28">
            Keep my account
          </Button>
          <Button
            type="submit"
            variant="danger"
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            className="min-w-28"
          >
            Delete my account
          </Button>
        </div>
      </form>
    </Modal>
  );
}
