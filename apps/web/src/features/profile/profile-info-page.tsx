import { EDUCATION_LABELS, GRADE_LABELS, type Profile } from '@pathscoop/contracts';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useHoldPageBusy } from '../../lib/page-busy';
import { useProfile } from './api/get-profile';
import { Avatar } from './components/avatar';
import { GuardianSection } from './components/guardian-section';
import { PhotoUploadModal } from './components/photo-upload';
import { PrivacySection } from './components/privacy-section';
import { SchoolSection } from './components/school-section';

const PHONE_QUERY = '(max-width: 768px)';

const gradeLabel = (code: string | null) =>
  code ? (GRADE_LABELS[code as keyof typeof GRADE_LABELS] ?? code) : null;
const educationLabel = (code: number | null) =>
  code ? (EDUCATION_LABELS[code as keyof typeof EDUCATION_LABELS] ?? String(code)) : null;

function Row({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="grid gap-0.5 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-ink-500">{label}</dt>
      <dd className={`break-words ${empty ? 'text-ink-500 italic' : 'font-medium text-ink-900'}`}>
        {empty ? 'Not provided' : children}
      </dd>
    </div>
  );
}

/** /profile/profile-info (spec part 2, Profile info). */
export function Component() {
  const { data: profile, isPending } = useProfile();
  const [photoOpen, setPhotoOpen] = useState(false);
  if (isPending || !profile) return <ProfileSkeleton />;
  const isMentor = profile.role === 'Mentor';
  return (
    <>
      <section
        aria-labelledby="profile-card-name"
        className="overflow-hidden rounded-[1.75rem] bg-white shadow-[0_18px_40px_-28px_rgba(31,26,46,0.5)] ring-1 ring-brand-100"
      >
        <div className="relative bg-gradient-to-r from-brand-700 to-brand-600 px-5 pt-5 pb-16 sm:px-8 sm:pb-12">
          <span aria-hidden="true" className="absolute top-4 right-6 h-16 w-16 rounded-full bg-white/10" />
          <span aria-hidden="true" className="absolute top-10 right-20 h-6 w-6 rounded-full bg-cone-400/60" />
          <p className="relative text-sm font-semibold tracking-wide text-white uppercase">
            {isMentor ? 'Community Partner' : 'Career Explorer'}
          </p>
        </div>
        <div className="relative flex flex-col gap-3 px-5 sm:flex-row sm:items-end sm:gap-5 sm:px-8">
          <div className="relative -mt-12 w-fit rounded-full">
            <Avatar
              image={profile.profile_image ?? profile.image}
              firstName={profile.first_name}
              lastName={profile.last_name}
              size={96}
            />
            <ChangePhotoButton onOpen={() => setPhotoOpen(true)} />
          </div>
          <div className="min-w-0 flex-1 sm:pb-1">
            <h2 id="profile-card-name" className="font-display text-2xl font-bold break-words text-ink-900">
              {profile.first_name} {profile.last_name}
            </h2>
            <p className="break-words text-ink-500">{profile.email}</p>
          </div>
          <div className="flex flex-wrap gap-2 sm:pb-1">
            <ActionLink to="/profile/EditProfile" label="Edit Profile" />
            <ActionLink to="/profile/editPassword" label="Change Password" />
          </div>
        </div>
        <dl className="mt-4 divide-y divide-brand-100 px-5 pb-6 sm:px-8">
          <Row label="Phone">{profile.phone}</Row>
          <Row label="Address">{profile.address}</Row>
          <Row label="City">{profile.city}</Row>
          <Row label="State">{profile.state}</Row>
          {isMentor ? <Row label="About me">{profile.about_me}</Row> : <StudentRows profile={profile} />}
        </dl>
      </section>
      {profile.pending_email && (
        <p role="status" className="mt-4 rounded-2xl bg-cone-100 px-4 py-3 text-cone-700">
          We sent a confirmation link to <strong>{profile.pending_email}</strong>. Your e-mail address changes
          once you open it.
        </p>
      )}
      {!isMentor && profile.school && <SchoolSection />}
      {!isMentor && <GuardianSection age={profile.age ?? null} />}
      <PrivacySection />
      <PhotoUploadModal open={photoOpen} onClose={() => setPhotoOpen(false)} profile={profile} />
    </>
  );
}

/** Phones go to /profile/changePhoto; wider screens open the photo upload modal. */
function ChangePhotoButton({ onOpen }: { onOpen: () => void }) {
  const className =
    'absolute -right-1 bottom-0 flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-white shadow ring-2 ring-white hover:bg-brand-700';
  const icon = (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" strokeLinejoin="round" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
  if (window.matchMedia?.(PHONE_QUERY).matches)
    return (
      <Link to="/profile/changePhoto" aria-label="Change profile picture" className={className}>
        {icon}
      </Link>
    );
  return (
    <button type="button" onClick={onOpen} aria-label="Change profile picture" className={className}>
      {icon}
    </button>
  );
}

/** "Nurse, Pilot, " → "Nurse, Pilot" (a scan from the end: no regex to backtrack). */
function trimTrailingCommas(careers: string | null | undefined): string | undefined {
  if (!careers) return careers ?? undefined;
  let end = careers.length;
  while (end > 0 && (careers[end - 1] === ',' || /\s/.test(careers[end - 1] as string))) end -= 1;
  return careers.slice(0, end);
}

function StudentRows({ profile }: { profile: Profile }) {
  return (
    <>
      <Row label="Age">{profile.age}</Row>
      <Row label="Careers">{trimTrailingCommas(profile.careers)}</Row>
      <Row label="Certainty">{profile.certainty ? `${profile.certainty} / 10` : null}</Row>
      <Row label="Grade Level">{gradeLabel(profile.grade)}</Row>
      <Row label="Education Goal">{educationLabel(profile.education)}</Row>
    </>
  );
}

function ActionLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-10 items-center gap-2 rounded-full border-2 border-brand-600 px-4 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
    >
      {label}
    </Link>
  );
}

function ProfileSkeleton() {
  useHoldPageBusy();
  return (
    <div aria-busy="true" aria-live="polite" className="rounded-[1.75rem] bg-white p-6 ring-1 ring-brand-100">
      <span className="sr-only">Loading your profile…</span>
      <div className="flex animate-pulse items-center gap-4">
        <div className="h-20 w-20 rounded-full bg-brand-100" />
        <div className="flex-1 space-y-3">
          <div className="h-5 w-1/2 rounded bg-brand-100" />
          <div className="h-4 w-1/3 rounded bg-brand-50" />
        </div>
      </div>
      <div className="mt-6 animate-pulse space-y-4">
        {[1, 2, 3, 4].map((i) => (
          <div key={i} className="h-4 rounded bg-brand-50" />
        ))}
      </div>
    </div>
  );
}
