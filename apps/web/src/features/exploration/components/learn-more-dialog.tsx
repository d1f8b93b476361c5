import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

// Needed only when a minor without a parent or guardian on file books: fetched then, not with the
// career page (issue 26: fewer requests before the page's largest paint).
const GuardianRequiredDialog = lazy(() =>
  import('../../mentorship/components/guardian-required-dialog').then((m) => ({
    default: m.GuardianRequiredDialog,
  })),
);

type Props = {
  open: boolean;
  onClose: () => void;
  careerTitle: string;
  outlookUrl: string | null;
  reportUrl: string | null;
  /** The Career Buddy's agent id when the agents lookup returns it; null keeps the button disabled. */
  careerBuddyId: number | null;
  onCareerBuddy: (agentId: number) => void;
  /**
   * Books the career (PATCH {score, booked: true}); resolves true on success, or `{guardian}` with
   * the server's reason when a minor must add a parent or guardian first (issue 24 #12).
   */
  onBook: () => Promise<boolean | { guardian: string }>;
};

type Step = 'choose' | 'confirm' | 'success';

const choiceClass =
  'flex min-h-14 w-full items-center justify-between gap-3 rounded-2xl bg-white px-4 py-3 text-left font-semibold text-ink-900 ring-1 ring-brand-100 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-ink-700 disabled:hover:bg-white';

/**
 * 'Choose your way to learn more.' with its four actions (spec §4 career modal steps):
 * 1 Career Outlook (O*NET OnLine in a new tab), 2 AI Insights Report (new tab), 3 Mentorship
 * Session (confirmation with Back/Okay, books, then 'Success!'), 4 AI Career Buddy.
 */
export function LearnMoreDialog(props: Props) {
  const [step, setStep] = useState<Step>('choose');
  const [busy, setBusy] = useState(false);
  const [guardianReason, setGuardianReason] = useState<string | null>(null);
  // Mounted from the first time it is needed on, so it closes (and returns focus) as a dialog does.
  const [guardianNeeded, setGuardianNeeded] = useState(false);
  const close = () => {
    setStep('choose');
    setGuardianReason(null);
    props.onClose();
  };
  const book = async () => {
    setBusy(true);
    const result = await props.onBook();
    setBusy(false);
    if (result === true) setStep('success');
    else if (result === false) close();
    else {
      setGuardianNeeded(true);
      setGuardianReason(result.guardian);
    }
  };
  const openTab = (url: string) => {
    window.open(url, '_blank', 'noopener,noreferrer');
  };

  if (step === 'success')
    return (
      <Modal
        open={props.open}
        onClose={close}
        title="Success!"
        tone="success"
        actions={<Button onClick={close}>OK</Button>}
      >
        <p>
          Your mentorship request for {props.careerTitle} is in. A Pathscoop representative will take it from
          here and get in touch to set up your session.
        </p>
      </Modal>
    );

  if (step === 'confirm')
    return (
      <Modal
        open={props.open}
        onClose={close}
        title="Book a mentorship session?"
        actions={
          <>
            <Button variant="secondary" onClick={() => setStep('choose')}>
              Back
            </Button>
            <Button disabled={busy} onClick={book}>
              Okay
            </Button>
          </>
        }
      >
        <p>
          We will ask a professional who works in this career ({props.careerTitle}) to meet you for a
          mentorship session.
        </p>
        {guardianNeeded && (
          <Suspense fallback={null}>
            <GuardianRequiredDialog
              reason={guardianReason}
              onClose={() => setGuardianReason(null)}
              onSaved={() => {
                setGuardianReason(null);
                void book();
              }}
            />
          </Suspense>
        )}
      </Modal>
    );

  return (
    <Modal
      open={props.open}
      onClose={close}
      title="Choose your way to learn more."
      size="md"
      actions={
        // Issue 24 #19: a visible way out besides Escape.
        <Button variant="ghost" onClick={close}>
          Close
        </Button>
      }
    >
      <ul className="space-y-3">
        <li>
          <button
            type="button"
            className={choiceClass}
            disabled={!props.outlookUrl}
            onClick={() => props.outlookUrl && openTab(props.outlookUrl)}
          >
            Career Outlook <span className="text-sm font-normal">opens O*NET OnLine in a new tab</span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className={choiceClass}
            disabled={!props.reportUrl}
            onClick={() => props.reportUrl && openTab(props.reportUrl)}
          >
            AI Insights Report
            <span className="text-sm font-normal">
              {props.reportUrl ? 'opens in a new tab' : 'ready after your assessment'}
            </span>
          </button>
        </li>
        <li>
          <button type="button" className={choiceClass} onClick={() => setStep('confirm')}>
            Mentorship Session <span className="text-sm font-normal">talk with a professional</span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className={choiceClass}
            disabled={props.careerBuddyId === null}
            onClick={() => props.careerBuddyId !== null && props.onCareerBuddy(props.careerBuddyId)}
          >
            AI Career Buddy
            <span className="text-sm font-normal">
              {props.careerBuddyId === null ? 'with the AI Companions subscription' : 'chat now'}
            </span>
          </button>
        </li>
      </ul>
    </Modal>
  );
}
