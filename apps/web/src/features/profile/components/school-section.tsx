import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';
import { useLeaveSchool, useSchoolAccess } from '../api/school-access';

/**
 * Profile Info: which school can see the student's results, what it sees and never sees, and
 * "Remove the school's code" with a warning (what the code gave ends too). Issue 21.
 */
export function SchoolSection() {
  const access = useSchoolAccess(true);
  const leave = useLeaveSchool();
  const [confirming, setConfirming] = useState(false);
  const [left, setLeft] = useState<string | null>(null);
  if (left)
    return (
      <section
        aria-labelledby="school-access"
        className="mt-6 rounded-3xl bg-white p-5 ring-1 ring-brand-100"
      >
        <h2 id="school-access" className="font-display text-xl font-bold">
          Your school
        </h2>
        <p role="status" className="mt-2">
          {left}
        </p>
      </section>
    );
  if (!access.data?.school) return null;
  const school = access.data.school.name;
  return (
    <section aria-labelledby="school-access" className="mt-6 rounded-3xl bg-white p-5 ring-1 ring-brand-100">
      <h2 id="school-access" className="font-display text-xl font-bold">
        Your school
      </h2>
      <p className="mt-2">
        You joined with <strong>{school}</strong>’s code, so its counselors can see your results:{' '}
        {access.data.sees}.
      </p>
      <p className="mt-2">They never see {access.data.never_sees}.</p>
      {access.data.last_viewed_at && (
        <p className="mt-2 text-ink-700">
          A counselor last opened your page on{' '}
          {new Date(access.data.last_viewed_at).toLocaleDateString('en-US')}.
        </p>
      )}
      <Button variant="secondary" className="mt-4" onClick={() => setConfirming(true)}>
        Remove the school’s code
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Leave ${school}?`}
        tone="info"
        actions={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep the code
            </Button>
            <Button
              variant="danger"
              disabled={leave.isPending}
              onClick={() =>
                leave.mutate(undefined, {
                  onSuccess: (r) => {
                    const user = authStorage.getUser();
                    if (user) authStorage.setUser({ ...user, affiliate_code: null, school: null });
                    setConfirming(false);
                    setLeft(r.detail);
                  },
                })
              }
            >
              Remove the code
            </Button>
          </>
        }
      >
        <p>
          From this moment {school}’s counselors no longer see your results. What the school’s code gave you
          ends too: the free mentorship sessions and AI companions it includes, unless your own plan has them.
        </p>
        {leave.error instanceof ApiError && (
          <p role="alert" className="mt-2 font-semibold text-brand-700">
            {leave.error.message}
          </p>
        )}
      </Modal>
    </section>
  );
}
