import { zodResolver } from '@hookform/resolvers/zod';
import {
  type NewStudentStep1Values,
  type NewStudentStep2Values,
  newStudentStep2Schema,
} from '@pathscoop/contracts';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PasswordField } from '../../components/ui/password-field';
import { PasswordRules } from '../../components/ui/password-rules';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { useSignUp } from './api/sign-up';
import { firstErrorValue } from './auth-helpers';
import { AuthLayout } from './components/auth-layout';
import { CareersField } from './components/careers-field';
import { CertaintyScale } from './components/certainty-scale';
import { ConsentCheckboxes } from './components/consent-checkboxes';
import { FormActions } from './components/form-actions';
import { EDUCATION_OPTIONS } from './components/form-options';
import { MessageModal } from './components/message-modal';
import { StepIndicator } from './components/step-indicator';
import { restore, signupFormStorage } from './hooks/signup-form-storage';
import { affiliateQuery, STEP2_DEFAULTS, savedStep1 } from './new-student-form';
import { buildStudentSignupPayload } from './student-signup-payload';

/** /new/student/2 — without saved step-1 data the visitor goes back to step 1. */
/** Step-2 fields a 400 from the server can name (shown at the field, not in the failure modal). */
const STEP2_FIELDS = ['affiliate_code', 'password', 'confirm_password', 'careers', 'education'] as const;

export function Component() {
  const [params] = useSearchParams();
  const [step1] = useState(() => savedStep1());
  const [done, setDone] = useState<string | null>(null);
  if (done) return <SignupSuccess email={done} />;
  if (!step1) return <Navigate to={`/new/student${affiliateQuery(params)}`} replace />;
  return <Step2Form step1={step1} onDone={setDone} />;
}

function Step2Form({ step1, onDone }: { step1: NewStudentStep1Values; onDone: (email: string) => void }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = affiliateQuery(params);
  const signUp = useSignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const [initial] = useState(() => {
    const values = restore(STEP2_DEFAULTS, signupFormStorage.load());
    const code = params.get('affiliate_code');
    return code ? { ...values, affiliate_code: code } : values;
  });
  const {
    register,
    handleSubmit,
    control,
    watch,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<NewStudentStep2Values>({
    resolver: zodResolver(newStudentStep2Schema),
    mode: 'onTouched',
    defaultValues: initial,
  });

  useEffect(() => {
    const sub = watch((values) => signupFormStorage.save(values));
    return () => sub.unsubscribe();
  }, [watch]);

  // Sign Up is enabled only when every required field is filled, the terms box is ticked and no
  // field has an error (spec part 1 §4): exactly when the step validates.
  const values = useWatch({ control });
  const canSubmit =
    newStudentStep2Schema.safeParse(values).success && Object.keys(errors).length === 0 && !signUp.isPending;

  const onSubmit = handleSubmit((v) => {
    signUp.mutate(buildStudentSignupPayload(step1, v), {
      onSuccess: () => {
        signupFormStorage.clear();
        onDone(step1.email.trim());
      },
      onError: (error) => {
        // Issue 24 #19: a field of this step the server refused (a wrong affiliate code) is shown
        // at the field, focused; "Whoops! Our server had a misstep!" stays for real failures.
        const body = error instanceof ApiError && error.status === 400 ? error.body : {};
        const field = STEP2_FIELDS.find(
          (f) => Array.isArray(body[f]) && typeof (body[f] as unknown[])[0] === 'string',
        );
        if (field) setError(field, { message: (body[field] as string[])[0] }, { shouldFocus: true });
        else setFailure(firstErrorValue(error));
      },
    });
  });

  const back = () => {
    signupFormStorage.save(getValues());
    navigate(`/new/student${query}`);
  };

  return (
    <AuthLayout
      eyebrow={<StepIndicator step={2} total={2} label="Your account" />}
      title="Almost there!"
      documentTitle="Sign up"
      subtitle="Choose a password and tell us where you are headed."
    >
      <form noValidate onSubmit={onSubmit} aria-label="Sign up, step 2 of 2">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <PasswordField
            label="Password"
            requiredMark
            autoComplete="new-password"
            hint="At least 8 characters."
            error={errors.password?.message}
            {...register('password', { deps: ['confirm_password'] })}
          />
          <PasswordField
            label="Confirm Password"
            requiredMark
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...register('confirm_password')}
          />
          <div className="sm:col-span-2">
            <PasswordRules
              password={values.password ?? ''}
              attributes={{ first_name: step1.first_name, last_name: step1.last_name, email: step1.email }}
            />
          </div>
          <TextField
            label="Favorite Ice Cream Flavor"
            placeholder="Mint chocolate chip?"
            error={errors.favorite_ice_cream_flavor?.message}
            {...register('favorite_ice_cream_flavor')}
          />
          <SelectField
            label="Education"
            requiredMark
            placeholder="Highest education you aim for"
            options={EDUCATION_OPTIONS}
            error={errors.education?.message}
            {...register('education')}
          />
        </div>
        <CareersField
          registration={register('careers')}
          error={errors.careers?.message}
          getValue={() => getValues('careers')}
          setValue={(value) => setValue('careers', value, { shouldDirty: true, shouldValidate: true })}
        />
        <CertaintyScale registration={register('certainty')} error={errors.certainty?.message} />
        <TextField
          label="Affiliate Code"
          autoComplete="off"
          hint="From your school or organization, if you have one."
          error={errors.affiliate_code?.message}
          {...register('affiliate_code')}
        />
        <ConsentCheckboxes
          terms={register('is_read_terms_and_policies')}
          dataSharing={register('allow_data_sharing')}
          termsError={errors.is_read_terms_and_policies?.message}
        />
        <FormActions
          secondaryLabel="Back"
          onSecondary={back}
          submitLabel="Sign Up"
          submitDisabled={!canSubmit}
          busy={signUp.isPending}
        />
        {!canSubmit && !signUp.isPending && (
          <p className="mt-3 text-center text-sm text-ink-500 sm:text-right">
            Fill in the required fields (*) and accept the terms to sign up.
          </p>
        )}
      </form>
      <MessageModal
        open={failure !== null}
        onClose={() => {
          setFailure(null);
          signUp.reset();
        }}
        tone="error"
        title={`Whoops! Our server had a misstep! ${failure ?? ''}`}
      />
    </AuthLayout>
  );
}

function SignupSuccess({ email }: { email: string }) {
  const navigate = useNavigate();
  return (
    <AuthLayout title="Welcome to Pathscoop!" documentTitle="Sign up">
      <p className="text-ink-700">
        Your account is ready. Open the link we sent to <strong>{email}</strong> to confirm your e-mail, then
        log in.
      </p>
      <MessageModal
        open
        tone="success"
        title="Sign up successful!"
        closeLabel="Go to Login"
        onClose={() => navigate('/signin')}
      >
        <p>
          We sent a confirmation link to <strong className="break-words text-ink-900">{email}</strong>. Please
          confirm your e-mail, then log in.
        </p>
        <p className="mt-2 text-sm">Can't find it? Check your spam or junk folder.</p>
      </MessageModal>
    </AuthLayout>
  );
}
