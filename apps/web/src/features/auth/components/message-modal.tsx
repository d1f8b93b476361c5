import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

type MessageModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  tone: 'success' | 'error' | 'info';
  /** Lines shown one per line (e.g. the backend's error values). */
  lines?: string[];
  children?: ReactNode;
  closeLabel?: string;
  /** Extra actions before the close button. */
  actions?: ReactNode;
};

/** Result modal of the auth screens ('Login Failed.', 'Sign up successful!', …). */
export function MessageModal({
  open,
  onClose,
  title,
  tone,
  lines,
  children,
  closeLabel = 'OK',
  actions,
}: MessageModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      tone={tone}
      size="sm"
      actions={
        <>
          {actions}
          <Button variant={actions ? 'secondary' : 'primary'} onClick={onClose}>
            {closeLabel}
          </Button>
        </>
      }
    >
      {lines && lines.length > 0 && (
        <ul className="space-y-1" data-testid="modal-lines">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
      {children}
    </Modal>
  );
}
