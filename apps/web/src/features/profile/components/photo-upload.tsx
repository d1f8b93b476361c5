import { PROFILE_IMAGE_MAX_BYTES, PROFILE_MESSAGES, type Profile } from '@pathscoop/contracts';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiError, firstErrorMessage } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { Avatar } from './avatar';

/** Spec §5: png, jpg and jpeg only (the server checks the content again). */
export const PHOTO_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
const ALLOWED = /\.(png|jpe?g)$/i;

export function checkPhoto(file: File): string | undefined {
  if (!ALLOWED.test(file.name)) return PROFILE_MESSAGES.imageType;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return PROFILE_MESSAGES.imageTooLarge;
  return undefined;
}

/**
 * Choose a picture, see it, upload it (PATCH profile/ as a multipart form). Used by the photo
 * upload modal (wide screens) and by /profile/changePhoto (phones).
 */
export function PhotoUploadForm({
  profile,
  onDone,
  onCancel,
}: {
  profile: Profile;
  onDone: () => void;
  onCancel: () => void;
}) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateProfile();
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onChoose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    setError(undefined);
    update.reset();
    if (!chosen) return;
    const problem = checkPhoto(chosen);
    if (problem) {
      setFile(null);
      setPreview(null);
      setError(problem);
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };
  const upload = () => {
    if (!file) return;
    const form = new FormData();
    form.append('profile_image', file);
    update.mutate(form, { onSuccess: onDone });
  };
  const serverError =
    update.error instanceof ApiError ? firstErrorMessage(update.error.body) : update.error?.message;
  const message = error ?? serverError;

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      {preview ? (
        <img
          src={preview}
          alt="Preview of your new avatar"
          className="h-32 w-32 rounded-full object-cover ring-4 ring-brand-100"
        />
      ) : (
        <Avatar
          image={profile.profile_image ?? profile.image}
          firstName={profile.first_name}
          lastName={profile.last_name}
          size={128}
        />
      )}
      <div>
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-brand-600 bg-white px-5 font-semibold text-brand-700 focus-within:ring-4 focus-within:ring-brand-200 hover:bg-brand-50"
        >
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
          Choose a picture
          <input id={inputId} type="file" accept={PHOTO_ACCEPT} onChange={onChoose} className="sr-only" />
        </label>
        <p className="mt-2 text-sm text-ink-500">PNG or JPEG (png, jpg, jpeg), up to 5 MB.</p>
      </div>
      {message && (
        <p role="alert" className="font-semibold text-brand-700">
          {message}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={onCancel} className="min-w-28">
          Cancel
        </Button>
        <Button
          onClick={upload}
          disabled={!file || update.isPending}
          aria-busy={update.isPending}
          className="min-w-28"
        >
          Upload
        </Button>
      </div>
    </div>
  );
}

/** The photo upload modal (spec: title, image, icon, two buttons). */
export function PhotoUploadModal({
  open,
  onClose,
  profile,
}: {
  open: boolean;
  onClose: () => void;
  profile: Profile;
}) {
  return (
    <Modal open={open} onClose={onClose} size="sm" title="Change Profile Picture">
      <PhotoUploadForm profile={profile} onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
