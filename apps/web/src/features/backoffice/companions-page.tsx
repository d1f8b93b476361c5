import type { BackofficeCompanion } from '@pathscoop/contracts';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import {
  type CompanionForm,
  useCompanions,
  useSaveCompanion,
  useUploadCompanionPicture,
} from './api/companions';
import { card, ErrorNote, inputClass, Notice } from './ui';

/** AI companions: name, short description, instructions, enabled. Members see a change at once. */
export function CompanionsPage({ canWrite }: { canWrite: boolean }) {
  const companions = useCompanions();
  const [editing, setEditing] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold text-ink-900">Companions</h1>
      <p className="text-ink-700">
        What students see in AI Companions: the picture, name, short description, instructions and whether it
        is enabled. A change shows at once.
      </p>
      {done && <Notice text={done} />}
      {companions.isError && <ErrorNote error={companions.error} />}
      <ul className="space-y-3">
        {companions.data?.map((c) => (
          <li key={c.id} className={card}>
            {editing === c.id ? (
              <CompanionEditor
                companion={c}
                onDone={(text) => {
                  setEditing(null);
                  if (text) setDone(text);
                }}
              />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="flex gap-3">
                  <img src={c.image} alt="" className="size-14 rounded-2xl bg-cream object-cover" />
                  <div>
                    <p className="font-semibold">
                      {c.name} · {c.is_active ? 'Enabled' : 'Disabled'}
                    </p>
                    <p className="text-sm text-ink-700">{c.short_description}</p>
                  </div>
                </div>
                {canWrite && editing === null && (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setDone(null);
                      setEditing(c.id);
                    }}
                  >
                    Edit {c.name}
                  </Button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CompanionEditor({
  companion,
  onDone,
}: {
  companion: BackofficeCompanion;
  onDone: (message: string | null) => void;
}) {
  const save = useSaveCompanion();
  const upload = useUploadCompanionPicture();
  const [picture, setPicture] = useState(companion.image);
  const [form, setForm] = useState<CompanionForm>({
    name: companion.name,
    short_description: companion.short_description,
    system_prompt: companion.system_prompt,
    is_active: companion.is_active,
  });
  const base = useId();
  const body = save.error instanceof ApiError ? (save.error.body as Record<string, unknown>) : {};
  const error = (key: keyof CompanionForm) =>
    Array.isArray(body[key]) ? String((body[key] as unknown[])[0]) : undefined;
  const describe = (key: keyof CompanionForm) => ({
    id: `${base}-${key}`,
    'aria-invalid': error(key) ? true : undefined,
    'aria-describedby': error(key) ? `${base}-${key}-error` : undefined,
  });
  const message = (key: keyof CompanionForm) =>
    error(key) && (
      <p id={`${base}-${key}-error`} className="mt-1 text-sm font-semibold text-brand-700">
        {error(key)}
      </p>
    );
  return (
    <form
      className="space-y-3"
      aria-label={`Edit ${companion.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ id: companion.id, form }, { onSuccess: (c) => onDone(`${c.name} saved.`) });
      }}
      noValidate
    >
      <div className="flex flex-wrap items-center gap-4">
        <img src={picture} alt={companion.name} className="size-24 rounded-2xl bg-cream object-cover" />
        <div>
          <label htmlFor={`${base}-picture`} className="block text-sm font-semibold">
            Picture (PNG or JPEG, at most 5 MB; cropped to a square)
          </label>
          <input
            id={`${base}-picture`}
            type="file"
            accept="image/png,image/jpeg"
            disabled={upload.isPending}
            aria-describedby={upload.isError ? `${base}-picture-error` : undefined}
            className="mt-1 block text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate({ id: companion.id, file }, { onSuccess: (c) => setPicture(c.image) });
            }}
          />
          {upload.isPending && (
            <p role="status" className="mt-1 text-sm">
              Uploading…
            </p>
          )}
          {upload.isSuccess && (
            <p role="status" className="mt-1 text-sm font-semibold text-mint-700">
              Picture saved.
            </p>
          )}
          {upload.isError && (
            <p
              id={`${base}-picture-error`}
              role="alert"
              className="mt-1 text-sm font-semibold text-brand-700"
            >
              {upload.error instanceof ApiError
                ? (((upload.error.body as Record<string, unknown>).picture as string[] | undefined)?.[0] ??
                  upload.error.message)
                : 'The picture could not be uploaded. Please try again.'}
            </p>
          )}
        </div>
      </div>
      <div>
        <label htmlFor={`${base}-name`} className="block text-sm font-semibold">
          Name
        </label>
        <input
          {...describe('name')}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          className={`${inputClass} w-full`}
        />
        {message('name')}
      </div>
      <div>
        <label htmlFor={`${base}-short_description`} className="block text-sm font-semibold">
          Short description
        </label>
        <input
          {...describe('short_description')}
          value={form.short_description}
          onChange={(e) => setForm({ ...form, short_description: e.target.value })}
          className={`${inputClass} w-full`}
        />
        {message('short_description')}
      </div>
      <div>
        <label htmlFor={`${base}-system_prompt`} className="block text-sm font-semibold">
          Instructions (the companion's system prompt)
        </label>
        <textarea
          {...describe('system_prompt')}
          rows={10}
          value={form.system_prompt}
          onChange={(e) => setForm({ ...form, system_prompt: e.target.value })}
          className="w-full rounded-xl border border-ink-500/40 bg-white p-3 font-mono text-sm"
        />
        {message('system_prompt')}
      </div>
      <div className="flex items-center gap-2">
        <input
          id={`${base}-active`}
          type="checkbox"
          className="size-5"
          checked={form.is_active}
          onChange={(e) => setForm({ ...form, is_active: e.target.checked })}
        />
        <label htmlFor={`${base}-active`} className="font-semibold">
          Enabled (students see it)
        </label>
      </div>
      {save.isError && !(save.error instanceof ApiError && save.error.status === 400) && (
        <ErrorNote error={save.error} />
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          Save
        </Button>
        <Button variant="ghost" onClick={() => onDone(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
