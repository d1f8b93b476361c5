import type { PricingPlan } from '@pathscoop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiError, firstErrorMessage } from '../../../lib/api-client';
import { useCreateParentPaymentLink } from '../api/create-parent-payment-link';

/**
 * 'Text to Parent' → 'Enter Parent's Phone' (Close/Send). Send texts a payment link for the plan;
 * while sending a saving state shows; success closes the dialog and shows 'Success !'; failure
 * shows 'Something went wrong' (with the server's reason, e.g. an invalid number or the limits).
 */
export function ParentPhoneDialog({
  open,
  plan,
  onClose,
}: {
  open: boolean;
  plan: PricingPlan | undefined;
  onClose: () => void;
}) {
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState(false);
  const send = useCreateParentPaymentLink();
  const inputId = useId();
  const errorId = useId();
  const close = () => {
    setPhone('');
    setSent(false);
    send.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!plan || send.isPending) return;
    send.mutate(
      { pricing_plan: plan.id, phone: phone.trim() },
      {
        onSuccess: () => {
          setPhone('');
          setSent(true);
        },
      },
    );
  };
  const reason =
    send.error instanceof ApiError
      ? firstErrorMessage(send.error.body)
      : send.error
        ? send.error.message
        : undefined;

  if (open && sent)
    return (
      <Modal
        open
        onClose={close}
        title="Success !"
        tone="success"
        actions={<Button onClick={close}>OK</Button>}
      >
        <p>
          We texted your parent a link to pay for the {plan?.title} plan. Your plan starts as soon as they
          pay.
        </p>
      </Modal>
    );

  return (
    <Modal open={open} onClose={close} title="Enter Parent's Phone">
      <form onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="block text-sm font-semibold text-ink-700">
          Parent's phone number
        </label>
        <input
          id={inputId}
          type="tel"
          autoComplete="off"
          inputMode="tel"
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value);
            if (send.isError) send.reset();
          }}
          aria-invalid={send.isError || undefined}
          aria-describedby={send.isError ? errorId : undefined}
          className="mt-1 w-full rounded-xl border-2 border-ink-500/40 px-4 py-3 focus:border-brand-600"
          placeholder="(555) 123-4567"
        />
        <p className="mt-2 text-sm text-ink-700">
          We text them a secure payment link for {plan ? `the ${plan.title} plan` : 'this plan'}. Their number
          is used only for this message.
        </p>
        {send.isError && (
          <div id={errorId} role="alert" className="mt-3 rounded-xl bg-brand-50 px-4 py-3 text-brand-700">
            <p className="font-semibold">Something went wrong</p>
            {reason && <p className="text-sm">{reason}</p>}
          </div>
        )}
        <div className="mt-6 flex justify-center gap-3">
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
          <Button type="submit" disabled={send.isPending || phone.trim().length < 7}>
            {send.isPending ? 'Sending…' : 'Send'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
