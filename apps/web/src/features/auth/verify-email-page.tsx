import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordFormValues, forgotPasswordFormSchema } from '@pathscoop/contracts';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useResendVerification } from './api/resend-verification';
import { useVerifyEmail } from './api/verify-email';
import { firstErrorValue } from './auth-helpers';
import { AuthLayout } from './components/auth-layout';

const signInClass =
  'mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700';

/** /verify-email?token= — confirms the address on arrival and says how it went. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = useVerifyEmail();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token (StrictMode runs effects twice; the link is single use).
    if (token && sent.current !== token) {
      sent.current = token;
      verify.mutate(token);
    }
  }, [token, verify]);

  if (verify.isSuccess) {
    return (
      <AuthLayout title="E-mail verified" documentTitle="E-mail verified">
        <div role="status" className="flex items-start gap-3 rounded-2xl bg-mint-100 p-4 text-mint-700">
          <span aria-hidden="true" className="text-xl font-bold">
            ✓
          </span>
          <p className="font-semibold">{verify.data.detail}</p>
        </div>
        <Link to="/signin" className={signInClass}>
          Sign in
        </Link>
      </AuthLayout>
    );
  }

  if (!token || verify.isError) {
    return (
      <AuthLayout title="We could not verify your e-mail" documentTitle="Verify your e-mail">
        <div role="alert" className="rounded-2xl bg-brand-50 p-4 font-semibold text-brand-700">
          {token
            ? firstErrorValue(verify.error)
            : 'This verification link is incomplete. Please request a new one.'}
        </div>
        <ResendForm />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Verifying your e-mail…" documentTitle="Verify your e-mail">
      <p role="status" className="flex items-center gap-3 text-ink-700">
        <span
          aria-hidden="true"
          className="h-5 w-5 animate-spin rounded-full border-[3px] border-brand-200 border-t-brand-600"
        />
        One moment while we confirm your address.
      </p>
    </AuthLayout>
  );
}

/** How to get a new link: the address it should go to. */
function ResendForm() {
  const resend = useResendVerification();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  if (resend.isSuccess) {
    return (
      <p role="status" className="mt-5 rounded-2xl bg-mint-100 p-4 text-mint-700">
        {resend.data.detail}
      </p>
    );
  }
  return (
    <form
      noValidate
      className="mt-6"
      aria-label="Send a new verification link"
      onSubmit={handleSubmit(({ email }) => resend.mutate(email.trim()))}
    >
      <p className="mb-4 text-ink-700">
        Enter the e-mail you signed up with and we will send you a fresh link (it works for 48 hours).
      </p>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message ?? (resend.isError ? firstErrorValue(resend.error) : undefined)}
        {...register('email')}
      />
      <Button type="submit" block disabled={resend.isPending} aria-busy={resend.isPending}>
        Send a new link
      </Button>
      <p className="mt-4 text-center text-sm text-ink-700">
        Already verified?{' '}
        <Link to="/signin" className="font-semibold text-brand-700 underline underline-offset-2">
          Sign in
        </Link>
      </p>
    </form>
  );
}
