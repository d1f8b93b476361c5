import { zodResolver } from '@hookform/resolvers/zod';
import {
  EDUCATION_CODES,
  EDUCATION_LABELS,
  type EditProfileFormValues,
  editProfileFormSchema,
  GRADE_CODES,
  GRADE_LABELS,
  PROFILE_AGE_MAX,
  PROFILE_AGE_MIN,
  PROFILE_MESSAGES,
  type Profile,
  splitFullName,
} from '@pathscoop/contracts';
import { useForm } from 'react-hook-form';
import { AddressFields } from '../../components/forms/address-fields';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError, firstErrorMessage } from '../../lib/api-client';
import { useProfile } from './api/get-profile';
import { useUpdateProfile } from './api/update-profile';
import { FormActions, FormCard, ServerError, SuccessNote } from './components/form-card';
import { useSuccessRedirect } from './hooks/use-success-redirect';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));
const AGE_OPTIONS = range(PROFILE_AGE_MIN, PROFILE_AGE_MAX);
const CERTAINTY_OPTIONS = range(1, 10);
const GRADE_OPTIONS = GRADE_CODES.map((c) => ({ value: c, label: GRADE_LABELS[c] }));
const EDUCATION_OPTIONS = EDUCATION_CODES.map((c) => ({ value: String(c), label: EDUCATION_LABELS[c] }));

function toFormValues(p: Profile): EditProfileFormValues {
  return {
    full_name: [p.first_name, p.last_name].filter(Boolean).join(' '),
    email: p.email,
    phone: p.phone,
    address: p.address,
    city: p.city,
    state: p.state,
    zipcode: p.zipcode,
    country: p.country,
    about_me: p.about_me,
    grade: p.grade ?? '',
    education: p.education ? String(p.education) : '',
    age: p.age ? String(p.age) : '',
    certainty: p.certainty ? String(p.certainty) : '',
    careers: p.careers,
    current_password: '',
  };
}

const emailChanged = (v: EditProfileFormValues, p: Profile) =>
  v.email.trim().toLowerCase() !== p.email.toLowerCase();

/**
 * The PATCH body: the full name split on spaces, role fields only, numbers as numbers; the current
 * password only with a new e-mail address (issue 24 #4).
 */
function toPayload(v: EditProfileFormValues, profile: Profile) {
  const role = profile.role;
  const common = {
    ...splitFullName(v.full_name),
    email: v.email.trim(),
    ...(emailChanged(v, profile) ? { current_password: v.current_password } : {}),
    phone: v.phone,
    address: v.address,
    city: v.city,
    state: v.state,
    zipcode: v.zipcode,
    country: v.country,
  };
  if (role === 'Mentor') return { ...common, about_me: v.about_me };
  return {
    ...common,
    grade: v.grade,
    education: Number(v.education),
    careers: v.careers,
    ...(v.age ? { age: Number(v.age) } : {}),
    ...(v.certainty ? { certainty: Number(v.certainty) } : {}),
  };
}

/** /profile/EditProfile (spec part 2 §2, §5): the student or mentor form. */
export function Component() {
  const { data: profile } = useProfile();
  if (!profile) return <p aria-busy="true">Loading your profile…</p>;
  return <EditProfileForm profile={profile} />;
}

function EditProfileForm({ profile }: { profile: Profile }) {
  const isStudent = profile.role === 'Student';
  const success = useSuccessRedirect();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<EditProfileFormValues>({
    resolver: zodResolver(editProfileFormSchema(profile.role)),
    defaultValues: toFormValues(profile),
  });

  const onSubmit = handleSubmit((values) => {
    update.mutate(toPayload(values, profile), {
      onSuccess: (saved) =>
        success.show(
          saved.pending_email
            ? `Your profile is saved. ${PROFILE_MESSAGES.emailChangePending}`
            : 'Your profile has been updated successfully.',
        ),
    });
  });
  const changingEmail = emailChanged(watch(), profile);
  // Spec: a server e-mail error (first message) shows under the form; other errors likewise,
  // except a current-password error, which shows under its field.
  const serverBody = update.error instanceof ApiError ? update.error.body : undefined;
  const passwordError = (serverBody?.current_password as string[] | undefined)?.[0];
  const serverError = passwordError
    ? undefined
    : update.error
      ? ((serverBody?.email as string[] | undefined)?.[0] ??
        firstErrorMessage(serverBody) ??
        update.error.message)
      : undefined;

  return (
    <FormCard title="Edit Profile" intro="Keep your details up to date. Fields marked * are required.">
      <form noValidate onSubmit={onSubmit}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label="Full name"
            requiredMark
            autoComplete="name"
            error={errors.full_name?.message}
            {...register('full_name')}
          />
          <TextField
            label="Email"
            type="email"
            requiredMark
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          {changingEmail && (
            <TextField
              label="Current password"
              type="password"
              requiredMark
              autoComplete="current-password"
              hint="Needed to change your e-mail address."
              error={passwordError}
              {...register('current_password')}
            />
          )}
          <TextField
            label="Phone"
            type="tel"
            requiredMark
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          {isStudent && (
            <SelectField
              label="Age"
              options={AGE_OPTIONS}
              placeholder="Select age"
              error={errors.age?.message}
              {...register('age')}
            />
          )}
        </div>
        <AddressFields
          register={register}
          setValue={setValue}
          errors={errors}
          zipName="zipcode"
          required
          showCountry
        />
        {isStudent ? (
          <div className="grid gap-x-4 sm:grid-cols-2">
            <SelectField
              label="Grade"
              requiredMark
              options={GRADE_OPTIONS}
              placeholder="Select grade"
              error={errors.grade?.message}
              {...register('grade')}
            />
            <SelectField
              label="Education goal"
              requiredMark
              options={EDUCATION_OPTIONS}
              placeholder="Select education"
              error={errors.education?.message}
              {...register('education')}
            />
            <TextField
              label="Careers"
              hint="Careers you are thinking about, separated by commas."
              error={errors.careers?.message}
              {...register('careers')}
            />
            <SelectField
              label="Certainty (1 to 10)"
              options={CERTAINTY_OPTIONS}
              placeholder="How certain are you?"
              error={errors.certainty?.message}
              {...register('certainty')}
            />
          </div>
        ) : (
          <AboutMeField error={errors.about_me?.message} registration={register('about_me')} />
        )}
        <ServerError message={serverError} />
        {success.message && <SuccessNote>{success.message}</SuccessNote>}
        <FormActions saving={update.isPending} saved={Boolean(success.message)} />
      </form>
    </FormCard>
  );
}

function AboutMeField({
  error,
  registration,
}: {
  error?: string;
  registration: ReturnType<ReturnType<typeof useForm<EditProfileFormValues>>['register']>;
}) {
  return (
    <div className="mt-1">
      <label htmlFor="about-me" className="mb-1.5 block text-sm font-semibold text-ink-700">
        About Me
        <span aria-hidden="true" className="ml-0.5 text-brand-600">
          *
        </span>
      </label>
      <textarea
        id="about-me"
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'about-me-message' : undefined}
        className={`w-full rounded-2xl border bg-white px-4 py-3 text-ink-900 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-200 ${error ? 'border-brand-600' : 'border-ink-500/35'}`}
        {...registration}
      />
      {error && (
        <p id="about-me-message" className="mt-1 text-sm font-semibold text-brand-700">
          {error}
        </p>
      )}
    </div>
  );
}
