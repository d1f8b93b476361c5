import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

type FormActionsProps = {
  /** The left button (Back, Clear Form …). */
  secondaryLabel: string;
  onSecondary: () => void;
  secondaryVariant?: 'secondary' | 'ghost';
  /** The submit button (Continue, Next, Sign Up). */
  submitLabel: string;
  submitDisabled?: boolean;
  busy?: boolean;
  spacing?: 'mt-4' | 'mt-6';
};

/** The button row under every sign-up step: a secondary action on the left, submit on the right. */
export function FormActions({
  secondaryLabel,
  onSecondary,
  secondaryVariant = 'secondary',
  submitLabel,
  submitDisabled,
  busy,
  spacing = 'mt-6',
}: FormActionsProps) {
  return (
    <div className={`${spacing} flex flex-col-reverse gap-3 sm:flex-row sm:justify-between`}>
      <Button variant={secondaryVariant} onClick={onSecondary}>
        {secondaryLabel}
      </Button>
      <Button type="submit" disabled={submitDisabled} aria-busy={busy} className="sm:min-w-40">
        {submitLabel}
      </Button>
    </div>
  );
}

/** 'Already have an account? Login' under the sign-up forms. */
export function SigninPrompt({ small = true }: { small?: boolean }) {
  return (
    <p className={`mt-6 text-center text-ink-700 ${small ? 'text-sm' : ''}`}>
      Already have an account?{' '}
      <Link to="/signin" className="font-semibold text-brand-700 underline underline-offset-2">
        Login
      </Link>
    </p>
  );
}
