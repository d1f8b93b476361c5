import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type SigninFormValues, signinFormSchema } from '@pathscoop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { isSchoolCounselor } from '../../lib/staff-roles';
import { useAuth } from '../../lib/use-auth';
import { useSignIn } from './api/sign-in';
import { errorValues, safeRedirect } from './auth-helpers';
import { AuthLayout } from './components/auth-layout';
import { MessageModal } from './components/message-modal';

const EMPTY: SigninFormValues = { email: '', password: '' };

/**
 * /signin (spec part 1 §2): credentials are sent only when the e-mail matches the pattern and the
 * password is not blank; Enter submits; after success the user goes to ?redirect= or /profile.
 */
export function Component() {
  const { isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string[] | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<SigninFormValues>({
    resolver: zodResolver(signinFormSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  if (isAuthenticated && !signIn.isSuccess) return <Navigate to={redirectTo} replace />;

  const onSubmit = handleSubmit((values) => {
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        // A school counselor (role Mentor in the user row) lands on their dashboard, never on the
        // mentor's pages (issue 21).
        onSuccess: async (data) => {
          const counselor = data.user.role === 'Mentor' && (await isSchoolCounselor());
          navigate(counselor ? '/counselor' : redirectTo, { replace: true });
        },
        onError: (error) => setFailure(errorValues(error)),
      },
    );
  });

  const closeFailure = () => {
    setFailure(null);
    signIn.reset();
    reset(EMPTY);
    // Issue 24 #19: back to the start of the form (not the page body), once the dialog is gone.
    setTimeout(() => setFocus('email'), 0);
  };

  return (
    <AuthLayout
      title="Welcome back"
      documentTitle="Sign in"
      subtitle="Sign in to pick up where you left off."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-1" aria-label="Sign in">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          hint={MESSAGES.emailHint}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end pb-4">
          <Link
            to="/forgotpassword"
            className="rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Forgot Password
          </Link>
        </div>
        <Button type="submit" block disabled={signIn.isPending} aria-busy={signIn.isPending}>
          Login
        </Button>
      </form>
      <p className="mt-6 text-center text-ink-700">
        New to Pathscoop?{' '}
        <Link to="/signup" className="font-semibold text-brand-700 underline underline-offset-2">
          Sign up
        </Link>
      </p>
      <MessageModal
        open={failure !== null}
        onClose={closeFailure}
        tone="error"
        title="Login Failed."
        lines={failure ?? []}
      />
    </AuthLayout>
  );
}
