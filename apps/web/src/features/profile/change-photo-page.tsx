import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useProfile } from './api/get-profile';
import { PhotoUploadForm } from './components/photo-upload';

const PHONE_QUERY = '(max-width: 768px)';
const isPhone = () => window.matchMedia?.(PHONE_QUERY).matches ?? false;

/** /profile/changePhoto: phones only; a wide screen goes to /profile/profile-info (spec part 2). */
export function Component() {
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const [phone, setPhone] = useState(isPhone);
  useEffect(() => {
    const mq = window.matchMedia?.(PHONE_QUERY);
    const onChange = () => setPhone(mq.matches);
    mq?.addEventListener?.('change', onChange);
    return () => mq?.removeEventListener?.('change', onChange);
  }, []);
  if (!phone) return <Navigate to="/profile/profile-info" replace />;
  if (!profile) return <p aria-busy="true">Loading your profile…</p>;
  return (
    <section className="rounded-[1.75rem] bg-white p-6 ring-1 ring-brand-100">
      <h2 className="mb-5 text-center font-display text-xl font-bold text-ink-900">Choose a new picture</h2>
      <PhotoUploadForm
        profile={profile}
        onDone={() => navigate('/profile/profile-info')}
        onCancel={() => navigate('/profile/profile-info')}
      />
    </section>
  );
}
