import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_AGE,
  type LegacyStudentPage1Values,
  type LegacyStudentPage2Values,
  legacyStudentPage1Schema,
  legacyStudentPage2Schema,
} from '@pathscoop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { AddressFields } from '../../components/forms/address-fields';
import { PasswordField } from '../../components/ui/password-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { useSignUp } from './api/sign-up';
import { fieldErrorLines } from './auth-helpers';
import { AuthLayout } from './components/auth-layout';
import { CareersField } from './components/careers-field';
import { CertaintyScale } from './components/certainty-scale';
import { ConsentCheckboxes } from './components/consent-checkboxes';
import { FormActions, SigninPrompt } from './components/form-actions';
import { AGE_OPTIONS } from './components/form-options';
import { MessageModal } from './components/message-modal';
import { StepIndicator } from './components/step-indicator';
import { buildLegacyStudentSignupPayload } from './student-signup-payload';

const PAGE1_DEFAULTS: LegacyStudentPage1Values = {
  first_name: '',
  email: '',
  last_name: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipcode: '',
  country: '',
  age: String(DEFAULT_AGE),
};

/** /signup/student — the older two-page student form (spec part 1 §2). */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [page, setPage] = useState<1 | 2>(1);
  const [page1Values, setPage1Values] = useState<LegacyStudentPage1Values | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [success, setSuccess] = useState(false);
  const signUp = useSignUp();

  const page1 = useForm<LegacyStudentPage1Values>({
    resolver: zodResolver(legacyStudentPage1Schema),
    mode: 'onTouched',
    defaultValues: PAGE1_DEFAULTS,
  });
  const page2 = useForm<LegacyStudentPage2Values>({
    resolver: zodResolver(legacyStudentPage2Schema),
    mode: 'onTouched',
    defaultValues: {
      password: '',
      confirm_password: '',
      favorite_ice_cream_flavor: '',
      careers: '',
      certainty: '',
      affiliate_code: params.get('affiliate_code') ?? '',
      is_read_terms_and_policies: false,
      allow_data_sharing: false,
    },
  });
  const e1 = page1.formState.errors;
  const e2 = page2.formState.errors;

  const next = page1.handleSubmit((values) => {
    setPage1Values(values);
    setPage(2);
    window.scrollTo?.({ top: 0 });
  });

  const submit = page2.handleSubmit((values) => {
    if (!page1Values) return setPage(1);
    signUp.mutate(buildLegacyStudentSignupPayload(page1Values, values), {
      onSuccess: () => setSuccess(true),
      onError: (error) => setFailure(fieldErrorLines(error)),
    });
  });

  return (
    <AuthLayout
      eyebrow={<StepIndicator step={page} total={2} />}
      title="Signing up as Career Explorer"
      documentTitle="Sign up"
    >
      {page === 1 ? (
        <form noValidate onSubmit={next} aria-label="Sign up, page 1 of 2" key="page1">
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              label="First Name"
              requiredMark
              autoComplete="given-name"
              error={e1.first_name?.message}
              {...page1.register('first_name')}
            />
            <TextField
              label="Email"
              type="email"
              inputMode="email"
              requiredMark
              autoComplete="email"
              error={e1.email?.message}
              {...page1.register('email')}
            />
            <TextField
              label="Last Name"
              requiredMark
              autoComplete="family-name"
              error={e1.last_name?.message}
              {...page1.register('last_name')}
            />
            <TextField
              label="Phone"
              type="tel"
              requiredMark
              autoComplete="tel"
              error={e1.phone?.message}
              {...page1.register('phone')}
            />
          </div>
          <AddressFields
            register={page1.register}
            setValue={page1.setValue}
            errors={e1}
            zipName="zipcode"
            required
          />
          <SelectField
            label="Age"
            requiredMark
            options={AGE_OPTIONS}
            error={e1.age?.message}
            containerClassName="sm:max-w-[calc(50%-0.5rem)]"
            {...page1.register('age')}
          />
          <FormActions
            spacing="mt-4"
            secondaryVariant="ghost"
            secondaryLabel="Back"
            onSecondary={() => navigate('/signup')}
            submitLabel="Next"
          />
        </form>
      ) : (
        <form noValidate onSubmit={submit} aria-label="Sign up, page 2 of 2" key="page2">
          <div className="grid gap-x-4 sm:grid-cols-2">
            <PasswordField
              label="Password"
              requiredMark
              autoComplete="new-password"
              hint="At least 8 characters."
              error={e2.password?.message}
              {...page2.register('password', { deps: ['confirm_password'] })}
            />
            <PasswordField
              label="Confirm Password"
              requiredMark
              autoComplete="new-password"
              error={e2.confirm_password?.message}
              {...page2.register('confirm_password')}
            />
            <TextField
              label="Favorite Ice Cream Flavor"
              error={e2.favorite_ice_cream_flavor?.message}
              {...page2.register('favorite_ice_cream_flavor')}
            />
            <CareersField
              registration={page2.register('careers')}
              error={e2.careers?.message}
              getValue={() => page2.getValues('careers')}
              setValue={(value) =>
                page2.setValue('careers', value, { shouldDirty: true, shouldValidate: true })
              }
            />
          </div>
          <CertaintyScale registration={page2.register('certainty')} error={e2.certainty?.message} />
          <TextField
            label="Affiliate Code"
            autoComplete="off"
            hint="From your school or organization, if you have one."
            error={e2.affiliate_code?.message}
            {...page2.register('affiliate_code')}
          />
          <ConsentCheckboxes
            terms={page2.register('is_read_terms_and_policies')}
            dataSharing={page2.register('allow_data_sharing')}
            termsError={e2.is_read_terms_and_policies?.message}
          />
          <FormActions
            secondaryLabel="Back"
            onSecondary={() => setPage(1)}
            submitLabel="Sign Up"
            submitDisabled={signUp.isPending}
            busy={signUp.isPending}
          />
        </form>
      )}
      <SigninPrompt />
      <MessageModal
        open={success}
        tone="success"
        title="Please check your inbox to verify your email"
        closeLabel="Go to Login"
        onClose={() => navigate('/signin')}
      >
        <p className="text-sm">Not there? Look in your spam or junk folder.</p>
      </MessageModal>
      <MessageModal
        open={failure !== null}
        tone="error"
        title="Sign up Failed."
        lines={failure ?? []}
        onClose={() => {
          setFailure(null);
          signUp.reset();
        }}
      />
    </AuthLayout>
  );
}
