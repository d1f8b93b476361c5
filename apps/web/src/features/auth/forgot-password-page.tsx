import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ForgotPasswordFormValues,
  forgotPasswordFormSchema,
  type ResetPasswordFormValues,
  resetPasswordFormSchema,
} from '@pathscoop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { useConfirmPasswordReset } from './api/confirm-password-reset';
import { useRequestPasswordReset } from './api/request-password-reset';
import { firstErrorValue, NETWORK_ERROR } from './auth-helpers';
import { AuthLayout } from './components/auth-layout';
import { MessageModal } from './components/message-modal';

/** /forgotpassword: step 1 asks for the e-mail; with ?token= (the mailed link) step 2 sets a new password. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetPasswordStep token={token} /> : <RequestResetStep />;
}

function RequestResetStep() {
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(({ email }) => {
    request.mutate(email.trim(), {
      onSuccess: () => setSentTo(email.trim()),
      onError: (error) => setFailure(error instanceof ApiError ? firstErrorValue(error) : NETWORK_ERROR),
    });
  });

  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/signin');
  };

  return (
    <AuthLayout
      title="Forgot your password?"
      documentTitle="Forgot password"
      subtitle="Enter the e-mail you signed up with and we will send you a link to choose a new password."
    >
      <form noValidate onSubmit={onSubmit} aria-label="Request a password reset link">
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={back}>
            Back
          </Button>
          <Button
            type="submit"
            disabled={request.isPending}
            aria-busy={request.isPending}
            className="sm:min-w-44"
          >
            Send to Email
          </Button>
        </div>
      </form>
      <p className="mt-6 text-center text-sm text-ink-700">
        Remembered it?{' '}
        <Link to="/signin" className="font-semibold text-brand-700 underline underline-offset-2">
          Login
        </Link>
      </p>
      <MessageModal
        open={sentTo !== null}
        tone="success"
        title="Check your email"
        onClose={() => {
          setSentTo(null);
          request.reset();
        }}
      >
        <p>
          If an account exists for <strong className="break-words text-ink-900">{sentTo}</strong>, we have
          sent it a link to reset your password. The link works once, for one hour.
        </p>
        <p className="mt-2 text-sm">Nothing after a few minutes? Check your spam or junk folder.</p>
      </MessageModal>
      <MessageModal
        open={failure !== null}
        tone="error"
        title="Reset Password Failed."
        lines={failure ? [failure] : []}
        onClose={() => {
          setFailure(null);
          request.reset();
          reset({ email: '' });
        }}
      />
    </AuthLayout>
  );
}

function ResetPasswordStep({ token }: { token: string }) {
  const confirm = useConfirmPasswordReset();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(({ password }) => {
    confirm.mutate(
      { token, password },
      {
        onError: (error) => {
          if (error instanceof ApiError && Array.isArray(error.body.password)) {
            setError('password', { message: String(error.body.password[0]) });
          } else {
            setLinkProblem(error instanceof ApiError ? firstErrorValue(error) : NETWORK_ERROR);
          }
        },
      },
    );
  });

  if (confirm.isSuccess) {
    return (
      <AuthLayout title="Password changed" documentTitle="Password changed">
        <div role="status" className="rounded-2xl bg-mint-100 p-4 text-mint-700">
          <p className="font-semibold">{confirm.data.detail}</p>
        </div>
        <Link
          to="/signin"
          className="mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          Sign in
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      documentTitle="Reset password"
      subtitle="Use at least 8 characters."
    >
      {linkProblem && (
        <div role="alert" className="mb-5 rounded-2xl bg-brand-50 p-4 text-brand-700">
          <p className="font-semibold">{linkProblem}</p>
          <Link to="/forgotpassword" className="mt-1 inline-block font-semibold underline underline-offset-2">
            Send me a new link
          </Link>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} aria-label="Reset password">
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', { deps: ['confirm_password'] })}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <Button type="submit" block disabled={confirm.isPending} aria-busy={confirm.isPending}>
          Reset password
        </Button>
      </form>
    </AuthLayout>
  );
}
