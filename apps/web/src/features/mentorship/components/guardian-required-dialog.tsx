import { guardianContactSchema } from '@pathscoop/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useSaveGuardianContact } from '../../profile/api/guardian';

export { isGuardianRequired } from '../lib/guardian-required';

type Errors = { name?: string; email?: string; form?: string };

/**
 * Issue 24 #12: before a minor's first booking, ask for the parent or guardian with the reason the
 * server gave; once saved, `onSaved` retries the booking. Cancel books nothing.
 */
export function GuardianRequiredDialog({
  reason,
  onClose,
  onSaved,
}: {
  /** The server's reason; null closes the dialog. */
  reason: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const save = useSaveGuardianContact();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = guardianContactSchema.safeParse({ name, email });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as 'name' | 'email'] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => onSaved(),
      onError: (err) => {
        const body = err instanceof ApiError ? err.body : {};
        const field = (key: string) => {
          const v = body[key];
          return Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined;
        };
        setErrors({
          name: field('name'),
          email: field('email'),
          form: field('name') || field('email') ? undefined : err.message,
        });
      },
    });
  };

  return (
    <Modal open={reason !== null} onClose={onClose} title="Add a parent or guardian first">
      <p>{reason}</p>
      <p className="mt-2 text-sm">Mentors never see this address. You can change it later in Profile Info.</p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 text-left">
        <TextField
          label="Their name"
          autoComplete="off"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <TextField
          label="Their email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          requiredMark
        />
        {errors.form && (
          <p role="alert" className="text-sm font-semibold text-brand-700">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap justify-center gap-3">
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            Save and book
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
