import { useNavigate } from 'react-router';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';

type Props = {
  /** The `detail` of a 403 from GET result/, POST scenarios/ or another gated call; null hides the modal. */
  detail: string | null | undefined;
  /** Back closes the modal and stays on the page. */
  onBack: () => void;
};

/**
 * The results/plan error modal (spec: "a detail message comes back from the results load → a modal
 * shows it with a Back button; OK goes to /pricingplan"). Shared by the home, results and scenario
 * pages, which must not import each other.
 */
export function PlanDetailErrorModal({ detail, onBack }: Props) {
  const navigate = useNavigate();
  return (
    <Modal
      open={Boolean(detail)}
      onClose={onBack}
      title="One more step"
      tone="info"
      actions={
        <>
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
          <Button onClick={() => navigate('/pricingplan')}>OK</Button>
        </>
      }
    >
      <p>{detail}</p>
    </Modal>
  );
}
