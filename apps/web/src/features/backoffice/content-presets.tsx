import type { BackofficeScoopPreset } from '@pathscoop/contracts';
import { useId } from 'react';
import { type ScoopPresetForm, useSavePreset, useScoopPresets } from './api/content';
import {
  aria,
  ContentListItem,
  ContentTab,
  EditorForm,
  Field,
  useContentEditing,
  useEditorForm,
} from './content-ui';
import { inputClass, when } from './ui';

export function PresetsTab({ canWrite }: { canWrite: boolean }) {
  const list = useScoopPresets();
  const state = useContentEditing();
  const { editing, setDone, start, finish } = state;
  const hId = useId();
  return (
    <ContentTab
      headingId={hId}
      title="Scoop questions"
      newLabel="New question"
      canWrite={canWrite}
      state={state}
      intro={
        <p className="max-w-3xl text-ink-700">
          The questions every career&apos;s Scoop answers, in order. Changing a question&apos;s wording
          replaces its answers in every career (students see a new answer on their next visit, and their
          refreshes of it start again); unpublishing hides it at once. A new question is answered by the AI
          for each career.
        </p>
      }
      list={list}
      ordered
      renderEditor={(r) => <PresetEditor item={r} onDone={finish} />}
      renderItem={(r) => (
        <ContentListItem
          key={r.id}
          item={r}
          kind="scoop-presets"
          title={r.question}
          meta={`Order ${r.ordering} · ${r.kind ? 'built-in question' : 'added here'} · wording version ${r.revision} · changed ${when(r.updated_at)}`}
          canEdit={canWrite && editing === null}
          onEdit={() => start(r.id)}
          onPublished={setDone}
        />
      )}
    />
  );
}

function PresetEditor({
  item,
  onDone,
}: {
  item: BackofficeScoopPreset | null;
  onDone: (message: string | null) => void;
}) {
  const save = useSavePreset();
  const { form, setForm, id, errors, markSent } = useEditorForm<ScoopPresetForm>(
    item ? { question: item.question, ordering: item.ordering } : { question: '' },
    save.error,
  );
  const heading = item ? `Edit "${item.question}"` : 'New Scoop question';
  const reworded = item !== null && form.question.trim() !== item.question;
  return (
    <EditorForm
      heading={heading}
      isNew={!item}
      saving={save.isPending}
      error={save.error}
      onSubmit={() => {
        markSent();
        save.mutate(
          { id: item?.id ?? null, form },
          {
            onSuccess: (r) =>
              onDone(r.published ? 'Saved. Students see the change now.' : 'Saved as a draft.'),
          },
        );
      }}
      onCancel={() => onDone(null)}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <Field id={id('question')} label="Question" error={errors.question}>
          <input
            {...aria(id('question'), errors.question)}
            value={form.question}
            onChange={(e) => setForm({ ...form, question: e.target.value })}
            className={`${inputClass} w-full`}
          />
        </Field>
        <Field id={id('ordering')} label="Order (1-99)" error={errors.ordering}>
          <input
            {...aria(id('ordering'), errors.ordering)}
            inputMode="numeric"
            value={form.ordering ?? ''}
            placeholder="at the end"
            onChange={(e) =>
              setForm({ ...form, ordering: e.target.value === '' ? undefined : Number(e.target.value) })
            }
            className={`${inputClass} w-full`}
          />
        </Field>
      </div>
      {reworded && item?.published && (
        <p className="rounded-2xl bg-cream p-3 text-sm">
          New wording: the answers written for the old one are replaced in every career.
        </p>
      )}
      <section aria-label="Preview" className="rounded-3xl bg-cream p-4">
        <p className="mb-2 text-sm font-semibold text-ink-700">Preview: the question as students see it</p>
        <p className="inline-flex rounded-full bg-white px-4 py-2 font-semibold shadow-sm ring-1 ring-brand-200">
          {form.question || 'Your question'}
        </p>
      </section>
    </EditorForm>
  );
}
