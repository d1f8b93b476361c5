import type { PricingPlan } from '@pathscoop/contracts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatPrice } from './plan-list';

/**
 * 'Choose' on any plan: 'Please confirm' with No/Yes. For a paid plan Yes asks for a payment link
 * (`onYes`) and the page sends the browser to it (payment-link errors are ignored, spec: the
 * dialog just closes); for the free plan Yes saves the plan.
 */
export function ConfirmPlanDialog({
  plan,
  onClose,
  onYes,
  redirecting = false,
}: {
  plan: PricingPlan | null;
  onClose: () => void;
  onYes: (plan: PricingPlan) => void;
  redirecting?: boolean;
}) {
  return (
    <Modal
      open={plan !== null}
      onClose={onClose}
      title="Please confirm"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={redirecting}>
            No
          </Button>
          <Button onClick={() => plan && onYes(plan)} disabled={redirecting}>
            {redirecting ? 'Opening checkout…' : 'Yes'}
          </Button>
        </>
      }
    >
      {plan &&
        (plan.is_free ? (
          <p>Do you want the {plan.title} plan? It is free, and you can change it later.</p>
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
