import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SITE } from '../../../components/layout/site-config';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { markWelcomeSeen, shouldShowWelcome } from './welcome-rules';

const choiceClass =
  'group flex min-h-28 flex-col items-center justify-center gap-2 rounded-3xl border-2 p-4 text-center transition-colors focus-visible:outline-offset-4';

/**
 * First-visit welcome: Student goes to sign-up, Educator/Partner opens the partner site in a new
 * tab. Any way of closing it sets the first-seen flag so it does not come back.
 */
export function WelcomeModal() {
  // Not right after an account deletion: the notice on top says goodbye instead.
  const [open, setOpen] = useState(
    () => shouldShowWelcome() && new URLSearchParams(window.location.search).get('account') !== 'deleted',
  );
  const navigate = useNavigate();
  const close = () => {
    markWelcomeSeen();
    setOpen(false);
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title="Welcome to Pathscoop!"
      actions={
        <Button variant="ghost" onClick={close}>
          I'm just looking around
        </Button>
      }
    >
      <p>Tell us who you are and we'll point you to the right door.</p>
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        <button
          type="button"
          className={`${choiceClass} border-brand-200 bg-brand-50 hover:border-brand-600`}
          onClick={() => {
            close();
            navigate('/signup');
          }}
        >
          <img src="/images/audience-student.svg" alt="" width={56} height={56} />
          <span className="font-display text-lg font-bold text-ink-900">Student</span>
          <span className="text-sm text-ink-700">Find careers that fit you</span>
        </button>
        <a
          href={SITE.organizationsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${choiceClass} border-mint-100 bg-mint-100/60 hover:border-mint-700`}
          onClick={close}
        >
          <img src="/images/audience-organization.svg" alt="" width={56} height={56} />
          <span className="font-display text-lg font-bold text-ink-900">Educator/Partner</span>
          <span className="text-sm text-ink-700">
            Bring Pathscoop to your school<span className="sr-only"> (opens in a new tab)</span>
          </span>
        </a>
      </div>
    </Modal>
  );
}
