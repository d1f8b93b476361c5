import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { usePublishPick, useRemovePick, useSchoolPicks } from '../api/counselor-resources';
import { card, inputClass } from './styles';

/**
 * Picks For You for the school's students: title, subtitle, body (basic formatting as HTML,
 * cleaned by the server's sanitiser: no scripts, event handlers or javascript: links), video link.
 */
export function PicksPanel({ schoolName }: { schoolName: string }) {
  const id = useId();
  const picks = useSchoolPicks(true);
  const publish = usePublishPick();
  const remove = useRemovePick();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [done, setDone] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    const html = body
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
      .join('');
    publish.mutate(
      { title, body: html || body },
      {
        onSuccess: () => {
          setTitle('');
          setBody('');
          setDone(true);
        },
      },
    );
  };
  const error = publish.error instanceof ApiError ? publish.error : null;
  return (
    <section aria-labelledby={`${id}-h`} className={card}>
      <h2 id={`${id}-h`} className="font-display text-xl font-bold">
        Picks For You for {schoolName}
      </h2>
      <p className="text-ink-700">Your students see these on their profile page, under Picks For You.</p>
      <ul className="mt-3 space-y-2">
        {picks.data?.map((p) => (
          <li
            key={p.id}
            className="flex items-center justify-between gap-3 rounded-2xl bg-brand-50 px-4 py-2"
          >
            <span className="font-semibold">{p.title}</span>
            <Button variant="ghost" onClick={() => remove.mutate(p.id)} aria-label={`Remove ${p.title}`}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="mt-4 grid gap-3">
        <div className="flex flex-col">
          <label htmlFor={`${id}-t`} className="font-semibold">
            Title
          </label>
          <input
            id={`${id}-t`}
            className={inputClass}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div className="flex flex-col">
          <label htmlFor={`${id}-b`} className="font-semibold">
            Text (a blank line starts a new paragraph)
          </label>
          <textarea
            id={`${id}-b`}
            rows={4}
            className="rounded-xl border border-ink-500/40 p-3"
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={publish.isPending}>
            Publish
          </Button>
          {done && (
            <p role="status" className="font-semibold text-mint-700">
              Published for your students.
            </p>
          )}
          {error && (
            <p role="alert" className="font-semibold text-brand-700">
              {error.message}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
