import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/** /pricingplan/success and /pricingplan/cancel (the payment provider's return pages). */
export function ResponseTypeModal({ responseType }: { responseType: string | undefined }) {
  const navigate = useNavigate();
  const done = () => navigate('/pricingplan', { replace: true });
  if (responseType === 'success')
    return (
      <Modal
        open
        onClose={done}
        title="Success !"
        tone="success"
        actions={<Button onClick={done}>OK</Button>}
      >
        <p>Thank you! A representative will take it from here.</p>
      </Modal>
    );
  if (responseType === 'cancel')
    return (
      <Modal
        open
        onClose={done}
        title="Transaction Failed."
        tone="error"
        actions={<Button onClick={done}>OK</Button>}
      >
        <p>If the issue persists, contact support. Apologies for the inconvenience.</p>
      </Modal>
    );
  return null;
}
