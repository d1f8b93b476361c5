import { zodResolver } from '@hookform/resolvers/zod';
import { type NewStudentStep1Values, newStudentStep1Schema } from '@pathscoop/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { AddressFields } from '../../components/forms/address-fields';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { AuthLayout } from './components/auth-layout';
import { FormActions, SigninPrompt } from './components/form-actions';
import { AGE_OPTIONS, GRADE_OPTIONS } from './components/form-options';
import { StepIndicator } from './components/step-indicator';
import { restore, signupFormStorage } from './hooks/signup-form-storage';
import { affiliateQuery, STEP1_DEFAULTS } from './new-student-form';

/** /new/student — step 1 of the current student sign-up (spec part 1 §2, §5). */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = affiliateQuery(params);
  const [initial] = useState(() => restore(STEP1_DEFAULTS, signupFormStorage.load()));
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    watch,
    formState: { errors },
  } = useForm<NewStudentStep1Values>({
    resolver: zodResolver(newStudentStep1Schema),
    mode: 'onTouched',
    defaultValues: initial,
  });

  // Every change is kept in local storage (restored on reload).
  useEffect(() => {
    const code = params.get('affiliate_code');
    if (code) signupFormStorage.save({ affiliate_code: code });
    const sub = watch((values) => signupFormStorage.save(values));
    return () => sub.unsubscribe();
  }, [watch, params]);

  const onContinue = handleSubmit((values) => {
    signupFormStorage.save(values);
    navigate(`/new/student/2${query}`);
  });

  const clearForm = () => {
    signupFormStorage.clear();
    reset(STEP1_DEFAULTS);
  };

  return (
    <AuthLayout
      eyebrow={<StepIndicator step={1} total={2} label="About you" />}
      title="Sign up as a Career Explorer"
      documentTitle="Sign up"
      subtitle="Tell us a little about yourself. It takes about two minutes."
    >
      <form noValidate onSubmit={onContinue} aria-label="Sign up, step 1 of 2">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label="First Name"
            requiredMark
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label="Last Name"
            requiredMark
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            requiredMark
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Phone"
            type="tel"
            requiredMark
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
        <AddressFields register={register} setValue={setValue} errors={errors} zipName="zipcode" required />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <SelectField
            label="Age"
            requiredMark
            options={AGE_OPTIONS}
            error={errors.age?.message}
            {...register('age')}
          />
          <SelectField
            label="Grade"
            requiredMark
            placeholder="Select your grade"
            options={GRADE_OPTIONS}
            error={errors.grade?.message}
            {...register('grade')}
          />
        </div>
        <FormActions
          spacing="mt-4"
          secondaryVariant="ghost"
          secondaryLabel="Clear Form"
          onSecondary={clearForm}
          submitLabel="Continue"
        />
      </form>
      <SigninPrompt />
    </AuthLayout>
  );
}
