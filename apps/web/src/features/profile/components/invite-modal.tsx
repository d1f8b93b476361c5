import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useSendInvitation } from '../api/send-invitation';

/**
 * Invite a friend: e-mail and message, free text (spec §5: no client-side check). The modal closes
 * on success or failure (spec §4, §7); the fields clear on success.
 */
export function InviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  // Issue 24 #19: after the modal closes, say what happened (sent to whom, or that it failed).
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const send = useSendInvitation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate(
      { email, message },
      {
        onSuccess: () => {
          setResult({ ok: true, text: `Invitation sent to ${email.trim()}. Thanks for spreading the word!` });
          setEmail('');
          setMessage('');
        },
        onError: (err) =>
          setResult({
            ok: false,
            text: `The invitation was not sent: ${err.message || 'please try again.'}`,
          }),
        onSettled: onClose,
      },
    );
  };
  return (
    <>
      <Modal
        open={result !== null}
        onClose={() => setResult(null)}
        title={result?.ok ? 'Invitation sent' : 'Invitation not sent'}
        tone={result?.ok ? 'success' : 'error'}
        actions={<Button onClick={() => setResult(null)}>OK</Button>}
      >
        <p role="status">{result?.text}</p>
      </Modal>
      <Modal open={open} onClose={onClose} title="Invite a Friend">
        <p>Know someone who is figuring out what comes next? Send them an invitation to Pathscoop.</p>
        <form noValidate onSubmit={submit} className="mt-4 text-left">
          <TextField
            label="Friend's email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <label htmlFor="invite-message" className="mb-1.5 block text-sm font-semibold text-ink-700">
            Message
          </label>
          <textarea
            id="invite-message"
            rows={4}
            maxLength={1000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            placeholder="Hi! I use Pathscoop to explore careers, you might like it too."
            className="w-full rounded-2xl border border-ink-500/35 bg-white px-4 py-3 text-ink-900 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-200"
          />
          <p className="mt-1 text-sm text-ink-500">
            We send your first name and your message. Nothing else about you.
          </p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <Button variant="secondary" onClick={onClose} className="min-w-28">
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending} aria-busy={send.isPending} className="min-w-28">
              Send invitation
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
