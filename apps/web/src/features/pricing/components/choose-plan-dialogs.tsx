import type { PricingPlan } from '@pathscoop/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatPrice } from './plan-list';

export const PAID_NOT_AVAILABLE =
  'Paid plans are not available yet: online payment is coming soon. You can choose the free plan now, or ask your school for its affiliate code.';

/** A paid plan's 'Choose': 'Please confirm' with No/Yes; Yes says that payment is not available yet. */
export function ConfirmPaidPlanDialog({ plan, onClose }: { plan: PricingPlan | null; onClose: () => void }) {
  const [answered, setAnswered] = useState(false);
  const close = () => {
    setAnswered(false);
    onClose();
  };
  return (
    <Modal
      open={plan !== null}
      onClose={close}
      title="Please confirm"
      tone={answered ? 'info' : undefined}
      actions={
        answered ? (
          <Button onClick={close}>OK</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              No
            </Button>
            <Button onClick={() => setAnswered(true)}>Yes</Button>
          </>
        )
      }
    >
      {plan &&
        (answered ? (
          <p role="status">{PAID_NOT_AVAILABLE}</p>
        ) : (
          <p>
            Do you want the {plan.title} plan for {formatPrice(plan)}/{plan.duration}?
          </p>
        ))}
    </Modal>
  );
}

type FreeResult = { status: 'saving' | 'success' | 'error'; plan: PricingPlan; message?: string } | null;

/** The free plan's 'Choose' result: saving, 'Success !' (with a way back to the results) or the error. */
export function FreePlanResultDialog({ result, onClose }: { result: FreeResult; onClose: () => void }) {
  if (!result) return null;
  if (result.status === 'saving')
    return (
      <Modal open onClose={() => {}} title="Saving your plan…">
        <p role="status">One moment while we set up {result.plan.title} for you.</p>
      </Modal>
    );
  if (result.status === 'error')
    return (
      <Modal
        open
        onClose={onClose}
        title="Something went wrong"
        tone="error"
        actions={<Button onClick={onClose}>OK</Button>}
      >
        <p>{result.message}</p>
      </Modal>
    );
  return (
    <Modal
      open
      onClose={onClose}
      title="Success !"
      tone="success"
      actions={
        <>
          <Link
            to="/results"
            className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-600 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            See my results
          </Link>
          <Button onClick={onClose}>OK</Button>
        </>
      }
    >
      <p>You are on the {result.plan.title} plan. You can now save, score and explore your career matches.</p>
    </Modal>
  );
}
export type { FreeResult };
