import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CancelModal } from './cancel-modal';

/** The white card that holds an edit form, with its heading and an optional intro line. */
export function FormCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="form-card-title"
      className="rounded-[1.75rem] bg-white p-5 shadow-[0_18px_40px_-28px_rgba(31,26,46,0.5)] ring-1 ring-brand-100 sm:p-8"
    >
      <h2 id="form-card-title" className="font-display text-2xl font-bold text-ink-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-ink-500">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** The 3-second success line (spec §4), announced to screen readers. */
export function SuccessNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded-2xl bg-mint-100 px-4 py-3 font-semibold text-mint-700">
      {children}
    </p>
  );
}

/** A server error under the form (spec: first message), announced. */
export function ServerError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-4 rounded-2xl bg-brand-50 px-4 py-3 font-semibold text-brand-700">
      {message}
    </p>
  );
}

/**
 * The edit forms' footer: Cancel (asks "Are you sure you want to Cancel?"; Yes goes back to
 * Profile Info without saving) and Save, disabled while saving or once saved.
 */
export function FormActions({ saving, saved }: { saving: boolean; saved: boolean }) {
  const navigate = useNavigate();
  const [confirmCancel, setConfirmCancel] = useState(false);
  return (
    <>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setConfirmCancel(true)}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving || saved} aria-busy={saving} className="sm:min-w-40">
          Save
        </Button>
      </div>
      <CancelModal
        open={confirmCancel}
        onNo={() => setConfirmCancel(false)}
        onYes={() => navigate('/profile/profile-info')}
      />
    </>
  );
}
