import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/** 'Are you sure you want to Log Out?' with No and Yes. */
export function LogoutModal({
  open,
  onNo,
  onYes,
  busy,
}: {
  open: boolean;
  onNo: () => void;
  onYes: () => void;
  busy: boolean;
}) {
  return (
    <Modal
      open={open}
      onClose={onNo}
      size="sm"
      tone="info"
      title="Are you sure you want to Log Out?"
      actions={
        <>
          <Button variant="secondary" onClick={onNo} className="min-w-24">
            No
          </Button>
          <Button onClick={onYes} disabled={busy} aria-busy={busy} className="min-w-24">
            Yes
          </Button>
        </>
      }
    >
      <p>You can sign back in any time to pick up where you left off.</p>
    </Modal>
  );
}
