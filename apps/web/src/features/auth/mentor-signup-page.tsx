import { zodResolver } from '@hookform/resolvers/zod';
import {
  type MentorPage1Values,
  type MentorPage2Values,
  mentorPage1Schema,
  mentorPage2Schema,
} from '@pathscoop/contracts';
import { useEffect, useState } from 'react';
import { Controller, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AddressFields } from '../../components/forms/address-fields';
import { PasswordField } from '../../components/ui/password-field';
import { PasswordRules } from '../../components/ui/password-rules';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { useIndustries } from './api/get-industries';
import { useTags } from './api/get-tags';
import { useSignUp } from './api/sign-up';
import { fieldErrorLines } from './auth-helpers';
import { AuthLayout } from './components/auth-layout';
import { ConsentCheckboxes } from './components/consent-checkboxes';
import { FormActions, SigninPrompt } from './components/form-actions';
import { MessageModal } from './components/message-modal';
import { StepIndicator } from './components/step-indicator';
import { TagPicker } from './components/tag-picker';
import { buildMentorSignupPayload } from './mentor-signup-payload';

/** /signup/mentor — two pages; page 2 only with no e-mail error and first/last name and phone. */
export function Component() {
  const navigate = useNavigate();
  const [page, setPage] = useState<1 | 2>(1);
  const [page1Values, setPage1Values] = useState<MentorPage1Values | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [success, setSuccess] = useState(false);
  const signUp = useSignUp();
  const industries = useIndustries();
  const tags = useTags();

  const page1 = useForm<MentorPage1Values>({
    resolver: zodResolver(mentorPage1Schema),
    mode: 'onTouched',
    defaultValues: {
      first_name: '',
      last_name: '',
      title: '',
      email: '',
      phone: '',
      Industry: '',
      tags: [],
      social_url: '',
    },
  });
  const page2 = useForm<MentorPage2Values>({
    resolver: zodResolver(mentorPage2Schema),
    mode: 'onTouched',
    defaultValues: {
      address: '',
      city: '',
      state: '',
      country: '',
      zipCode: '',
      password: '',
      confirm_password: '',
      is_read_terms_and_policies: false,
      shareDataCheck: false,
    },
  });
  const e1 = page1.formState.errors;
  const e2 = page2.formState.errors;

  // The first industry is preselected once the list arrives.
  const firstIndustry = industries.data?.[0]?.id;
  useEffect(() => {
    if (firstIndustry && !page1.getValues('Industry')) page1.setValue('Industry', String(firstIndustry));
  }, [firstIndustry, page1]);

  const next = page1.handleSubmit((values) => {
    setPage1Values(values);
    setPage(2);
    window.scrollTo?.({ top: 0 });
  });

  const submit = page2.handleSubmit((values) => {
    if (!page1Values) return setPage(1);
    signUp.mutate(buildMentorSignupPayload(page1Values, values), {
      onSuccess: () => setSuccess(true),
      onError: (error) => setFailure(fieldErrorLines(error)),
    });
  });

  return (
    <AuthLayout
      eyebrow={<StepIndicator step={page} total={2} label={page === 1 ? 'About you' : 'Your account'} />}
      title="Signing up as Commmunity Partner"
      documentTitle="Sign up as a Community Partner"
      asideTitle="Share what you know"
      asideText="About 30 minutes a month of your time helps a young person see a path they could not see before."
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
              label="Last Name"
              requiredMark
              autoComplete="family-name"
              error={e1.last_name?.message}
              {...page1.register('last_name')}
            />
            <TextField
              label="Title"
              autoComplete="organization-title"
              placeholder="e.g. Registered Nurse"
              error={e1.title?.message}
              {...page1.register('title')}
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
              label="Phone"
              type="tel"
              requiredMark
              autoComplete="tel"
              error={e1.phone?.message}
              {...page1.register('phone')}
            />
            <SelectField
              label="Industry"
              requiredMark
              options={(industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
              placeholder={
                industries.data?.length
                  ? undefined
                  : industries.isError
                    ? 'Could not load industries'
                    : 'Loading…'
              }
              error={e1.Industry?.message}
              {...page1.register('Industry')}
            />
          </div>
          <Controller
            control={page1.control}
            name="tags"
            render={({ field }) => (
              <TagPicker
                label="Tags"
                tags={tags.data ?? []}
                value={field.value}
                onChange={field.onChange}
                disabled={!tags.data}
                hint={
                  tags.isError
                    ? 'Could not load the tags. You can add them later.'
                    : 'Areas you can talk about. Click a tag to remove it.'
                }
              />
            )}
          />
          <TextField
            label="Professional Profile Link"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="linkedin.com/in/your-name"
            error={e1.social_url?.message}
            {...page1.register('social_url')}
          />
          <FormActions
            spacing="mt-4"
            secondaryVariant="ghost"
            secondaryLabel="Back"
            onSecondary={() => navigate('/signup')}
            submitLabel="Continue"
          />
        </form>
      ) : (
        <form noValidate onSubmit={submit} aria-label="Sign up, page 2 of 2" key="page2">
          <AddressFields
            register={page2.register}
            setValue={page2.setValue}
            errors={e2}
            zipName="zipCode"
            showCountry
          />
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
            <div className="sm:col-span-2">
              <MentorPasswordRules page2={page2} page1Values={page1Values} />
            </div>
          </div>
          <ConsentCheckboxes
            adult
            terms={page2.register('is_read_terms_and_policies')}
            dataSharing={page2.register('shareDataCheck')}
            dataSharingLabel="I agree that Pathscoop may share my profile with the students and partner organizations I work with (optional)."
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
      <MessageModal open={success} tone="success" title="Success !" onClose={() => navigate('/')}>
        <p>
          Thank you for joining as a Community Partner! Please verify your e-mail with the link we just sent
          you.
        </p>
        <p className="mt-2 text-sm">Can't find it? Check your spam or junk folder.</p>
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

/** The password rules under page 2's password, measured against the names and e-mail of page 1. */
function MentorPasswordRules({
  page2,
  page1Values,
}: {
  page2: UseFormReturn<MentorPage2Values>;
  page1Values: MentorPage1Values | null;
}) {
  const password = useWatch({ control: page2.control, name: 'password' }) ?? '';
  return (
    <PasswordRules
      password={password}
      attributes={{
        first_name: page1Values?.first_name,
        last_name: page1Values?.last_name,
        email: page1Values?.email,
      }}
    />
  );
}
