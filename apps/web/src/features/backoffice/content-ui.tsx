import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { type ContentKind, usePublish } from './api/content';
import { card, ErrorNote, inputClass, Notice } from './ui';

/**
 * The pieces every Content tab shares (docs/backoffice.md "Content"): a tab's heading with its
 * "New …" button, the list item with Preview, Edit and Publish, the editor form with its Save,
 * Cancel and problems, and the fields with their errors.
 */

/**
 * Field errors of a 400 answer, by field name; a field's message goes away once its value differs
 * from what was sent (the others stay until the next save).
 */
export function fieldErrors(
  error: unknown,
  form: Record<string, unknown>,
  sent: Record<string, unknown> | null,
): Record<string, string | undefined> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  return Object.fromEntries(
    Object.entries(error.body)
      .filter(([k]) => !(k in form) || !sent || form[k] === sent[k])
      .map(([k, v]) => [k, Array.isArray(v) ? String(v[0]) : undefined]),
  );
}

export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} id={`${id}-label`} className="block text-sm font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-700">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-brand-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const aria = (id: string, error?: string, hint?: boolean) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby':
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined,
});

export function StatusBadge({ published }: { published: boolean }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${published ? 'bg-mint-100 text-mint-700' : 'bg-cream text-ink-700 ring-1 ring-ink-500/30'}`}
    >
      {published ? 'Published' : 'Draft'}
    </span>
  );
}

export function StatusFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-semibold">
        Show
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        <option value="all">Published and drafts</option>
        <option value="published">Published only</option>
        <option value="draft">Drafts only</option>
      </select>
    </div>
  );
}

export function PublishButton({
  kind,
  item,
  onDone,
}: {
  kind: ContentKind;
  item: { id: number; published: boolean };
  onDone: (text: string) => void;
}) {
  const publish = usePublish(kind);
  return (
    <>
      <Button
        variant={item.published ? 'secondary' : 'primary'}
        disabled={publish.isPending}
        onClick={() =>
          publish.mutate(
            { id: item.id, publish: !item.published },
            {
              onSuccess: (r) =>
                onDone(
                  r.published ? 'Published: members see it now.' : 'Unpublished: members no longer see it.',
                ),
            },
          )
        }
      >
        {item.published ? 'Unpublish' : 'Publish'}
      </Button>
      {publish.isError && <ErrorNote error={publish.error} />}
    </>
  );
}

export function SaveProblems({ error }: { error: unknown }) {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 400)
    return (
      <p role="alert" className="font-semibold text-brand-700">
        Please correct the fields marked above.
      </p>
    );
  return <ErrorNote error={error} />;
}

/** Which item is being edited (`'new'` for a new one) and the last thing done, for one tab. */
export function useContentEditing() {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return {
    editing,
    done,
    setDone,
    start: (id: number | 'new') => {
      setDone(null);
      setEditing(id);
    },
    finish: (text: string | null) => {
      setEditing(null);
      if (text) setDone(text);
    },
  };
}

/** A tab's heading with its "New …" button (shown to writers while nothing is being edited). */
export function ContentTabHeader({
  id,
  title,
  newLabel,
  canAdd,
  onAdd,
}: {
  id: string;
  title: string;
  newLabel: string;
  canAdd: boolean;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="font-display text-2xl font-bold">
        {title}
      </h2>
      {canAdd && <Button onClick={onAdd}>{newLabel}</Button>}
    </div>
  );
}

/** A labelled select of a tab's filters; the first option is the "any" choice. */
export function FilterSelect({
  id,
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  anyLabel: string;
  options: Record<string, string>;
  onChange: (v: string) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        <option value="">{anyLabel}</option>
        {Object.entries(options).map(([k, v]) => (
          <option key={k} value={k}>
            {v}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * One item of a tab's list: its title with the status, a line about it, what else the tab shows,
 * and Preview (where the tab has one), Edit and Publish/Unpublish (for writers, while nothing is
 * being edited).
 */
export function ContentListItem({
  item,
  kind,
  title,
  meta,
  media,
  children,
  canEdit,
  onEdit,
  onPublished,
  preview,
}: {
  item: { id: number; published: boolean };
  kind: ContentKind;
  title: string;
  meta: ReactNode;
  media?: ReactNode;
  children?: ReactNode;
  canEdit: boolean;
  onEdit: () => void;
  onPublished: (text: string) => void;
  preview?: { open: boolean; toggle: () => void; content: ReactNode };
}) {
  const summary = (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        {title} <StatusBadge published={item.published} />
      </p>
      <p className="text-sm text-ink-700">{meta}</p>
      {children}
    </div>
  );
  return (
    <li className={card}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        {media ? (
          <div className="flex min-w-0 gap-3">
            {media}
            {summary}
          </div>
        ) : (
          summary
        )}
        {(preview || canEdit) && (
          <div className="flex flex-wrap gap-2">
            {preview && (
              <Button variant="ghost" onClick={preview.toggle}>
                {preview.open ? 'Close preview' : 'Preview'}
                <span className="sr-only"> {title}</span>
              </Button>
            )}
            {canEdit && (
              <>
                <Button variant="secondary" onClick={onEdit}>
                  Edit<span className="sr-only"> {title}</span>
                </Button>
                <PublishButton kind={kind} item={item} onDone={onPublished} />
              </>
            )}
          </div>
        )}
      </div>
      {preview?.open && preview.content}
    </li>
  );
}

/**
 * An editor's form: the heading, the fields, what went wrong, then Save (Save draft for a new
 * item), any other buttons and Cancel, and what follows them (a preview).
 */
export function EditorForm({
  heading,
  isNew,
  saving,
  error,
  onSubmit,
  onCancel,
  buttons,
  after,
  children,
}: {
  heading: string;
  isNew: boolean;
  saving: boolean;
  error: unknown;
  onSubmit: () => void;
  onCancel: () => void;
  buttons?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      className={`${card} space-y-4`}
      aria-label={heading}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h3 className="font-display text-xl font-bold">{heading}</h3>
      {children}
      <SaveProblems error={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {isNew ? 'Save draft' : 'Save'}
        </Button>
        {buttons}
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {after}
    </form>
  );
}

/**
 * A Content tab: its heading and "New …" button, what it is about, its filters, what was just
 * done, the new item's editor, then the list (an item being edited shows its editor in place),
 * "Nothing here yet." when `empty`, and what follows the list (a pager).
 */
export function ContentTab<T extends { id: number }>({
  headingId,
  title,
  newLabel,
  canWrite,
  state,
  intro,
  filters,
  list,
  ordered = false,
  empty,
  footer,
  renderEditor,
  renderItem,
}: {
  headingId: string;
  title: string;
  newLabel: string;
  canWrite: boolean;
  state: ReturnType<typeof useContentEditing>;
  intro: ReactNode;
  filters?: ReactNode;
  list: { isError: boolean; error: unknown; data?: { results: T[] } };
  ordered?: boolean;
  empty?: boolean;
  footer?: ReactNode;
  renderEditor: (item: T | null) => ReactNode;
  renderItem: (item: T) => ReactNode;
}) {
  const { editing, done, start } = state;
  const List = ordered ? 'ol' : 'ul';
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <ContentTabHeader
        id={headingId}
        title={title}
        newLabel={newLabel}
        canAdd={canWrite && editing === null}
        onAdd={() => start('new')}
      />
      {intro}
      {filters && <div className="flex flex-wrap gap-4">{filters}</div>}
      {done && <Notice text={done} />}
      {list.isError && <ErrorNote error={list.error} />}
      {editing === 'new' && renderEditor(null)}
      <List className="space-y-3">
        {list.data?.results.map((r) =>
          editing === r.id ? <li key={r.id}>{renderEditor(r)}</li> : renderItem(r),
        )}
      </List>
      {empty && <p>Nothing here yet.</p>}
      {footer}
    </section>
  );
}

/**
 * An editor's form state: the values, field ids (`id('title')`), the field errors of the last save
 * (see fieldErrors) and `markSent()`, to call with the save so errors know what was sent.
 */
export function useEditorForm<F extends Record<string, unknown>>(initial: F, saveError: unknown) {
  const [form, setForm] = useState<F>(initial);
  const [sent, setSent] = useState<F | null>(null);
  const base = useId();
  return {
    form,
    setForm,
    id: (k: string) => `${base}-${k}`,
    errors: fieldErrors(saveError, form, sent),
    markSent: () => setSent(form),
  };
}
