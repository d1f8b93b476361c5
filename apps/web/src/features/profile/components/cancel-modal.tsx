import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/** The Cancel confirmation of Edit Profile and Edit Password (spec: title, two paragraphs, No/Yes). */
export function CancelModal({ open, onNo, onYes }: { open: boolean; onNo: () => void; onYes: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onNo}
      size="sm"
      tone="info"
      title="Are you sure you want to Cancel?"
      actions={
        <>
          <Button variant="secondary" onClick={onNo} className="min-w-24">
            No
          </Button>
          <Button onClick={onYes} className="min-w-24">
            Yes
          </Button>
        </>
      }
    >
      <p>Your changes will not be saved.</p>
      <p className="mt-2 text-sm text-ink-500">You will go back to your profile information.</p>
    </Modal>
  );
}
