import { guardianContactSchema } from '@pathscoop/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useGuardianContact, useSaveGuardianContact } from '../api/guardian';
import { ParentSummaryPanel } from './parent-summary-panel';

type Errors = { name?: string; email?: string; form?: string };

/**
 * Students: the parent or guardian who gets a notice of each booked mentorship session (docs/
 * mentorship.md "Parents"). Shown on Profile Info; the address is never shown to mentors.
 */
export function GuardianSection({ age }: { age: number | null }) {
  const contact = useGuardianContact(true);
  const save = useSaveGuardianContact();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const guardian = contact.data?.guardian ?? null;
  const minor = age === null || age < 18;

  const startEditing = () => {
    setName(guardian?.name ?? '');
    setEmail(guardian?.email ?? '');
    setErrors({});
    setDone(null);
    setEditing(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = guardianContactSchema.safeParse({ name, email });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'name' | 'email';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (res) => {
        setDone(res.detail);
        setEditing(false);
      },
      onError: (err) => {
        const body = err instanceof ApiError ? err.body : {};
        const fieldError = (key: string) => {
          const v = body[key];
          return Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined;
        };
        setErrors({
          name: fieldError('name'),
          email: fieldError('email'),
          form: fieldError('name') || fieldError('email') ? undefined : err.message,
        });
      },
    });
  };

  const remove = () =>
    save.mutate(null, {
      onSuccess: (res) => {
        setDone(res.detail);
        setEditing(false);
      },
    });

  return (
    <section
      aria-labelledby="guardian-title"
      className="mt-6 rounded-[1.75rem] bg-white p-5 ring-1 ring-brand-100 sm:p-8"
    >
      <h2 id="guardian-title" className="font-display text-xl font-bold text-ink-900">
        Parent or guardian
      </h2>
      <p className="mt-1 max-w-2xl text-ink-500">
        {minor
          ? 'Because you are under 18, we e-mail your parent or guardian when you book a mentorship session: who, when and the topic. Mentors never see this address.'
          : 'If you like, we can e-mail a parent or guardian when you book a mentorship session. Mentors never see this address.'}
      </p>
      {!editing && (
        <>
          {contact.isPending ? (
            <p className="mt-4 text-ink-500">Loading…</p>
          ) : guardian ? (
            <dl className="mt-4 grid gap-1 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-x-4">
              <dt className="text-sm font-semibold text-ink-500">Name</dt>
              <dd className="font-medium break-words text-ink-900">{guardian.name || 'Not provided'}</dd>
              <dt className="text-sm font-semibold text-ink-500">Email</dt>
              <dd className="font-medium break-words text-ink-900">{guardian.email}</dd>
            </dl>
          ) : (
            <p className="mt-4 font-medium text-ink-700">No parent or guardian on file yet.</p>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <Button variant="secondary" onClick={startEditing}>
              {guardian ? 'Change' : 'Add a parent or guardian'}
            </Button>
            {guardian && (
              <Button variant="ghost" onClick={remove} disabled={save.isPending}>
                Remove
              </Button>
            )}
          </div>
        </>
      )}
      {editing && (
        <form noValidate onSubmit={submit} className="mt-4 grid max-w-xl gap-4">
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
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              Save
            </Button>
            <Button variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {done && (
        <p role="status" className="mt-3 text-sm font-semibold text-mint-700">
          {done}
        </p>
      )}
      {guardian && !editing && <ParentSummaryPanel />}
    </section>
  );
}
