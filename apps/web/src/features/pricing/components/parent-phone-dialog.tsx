import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

export const PARENT_TEXT_NOT_AVAILABLE =
  'Texting a payment link to a parent is not available yet, because paid plans cannot be bought online yet. Please check back soon.';

/** 'Text to Parent' → 'Enter Parent's Phone' (Close/Send). Send explains that it is not available yet. */
export function ParentPhoneDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState(false);
  const inputId = useId();
  const close = () => {
    setPhone('');
    setSent(false);
    onClose();
  };
  const send = (e: FormEvent) => {
    e.preventDefault();
    setSent(true);
  };
  return (
    <Modal open={open} onClose={close} title="Enter Parent's Phone">
      {sent ? (
        <>
          <p role="status">{PARENT_TEXT_NOT_AVAILABLE}</p>
          <div className="mt-6 flex justify-center">
            <Button onClick={close}>Close</Button>
          </div>
        </>
      ) : (
        <form onSubmit={send}>
          <label htmlFor={inputId} className="block text-sm font-semibold text-ink-700">
            Parent's phone number
          </label>
          <input
            id={inputId}
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            className="mt-1 w-full rounded-xl border-2 border-ink-500/40 px-4 py-3 focus:border-brand-600"
            placeholder="(555) 123-4567"
          />
          <div className="mt-6 flex justify-center gap-3">
            <Button variant="secondary" onClick={close}>
              Close
            </Button>
            <Button type="submit" disabled={phone.trim().length < 7}>
              Send
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
