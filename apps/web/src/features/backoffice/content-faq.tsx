import { type BackofficeFaq, faqParagraphs } from '@pathscoop/contracts';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { type FaqForm, useFaqEntries, useSaveFaq } from './api/content';
import {
  aria,
  ContentListItem,
  ContentTab,
  EditorForm,
  Field,
  FilterSelect,
  StatusFilter,
  useContentEditing,
  useEditorForm,
} from './content-ui';
import { inputClass, when } from './ui';

const FAQ_AUDIENCE_LABELS = {
  careerexplorer: 'Career Explorer',
  communitypartner: 'Community Partner',
} as const;

export function FaqTab({ canWrite }: { canWrite: boolean }) {
  const [status, setStatus] = useState('all');
  const [audience, setAudience] = useState('');
  const list = useFaqEntries({ status, audience: audience || undefined });
  const state = useContentEditing();
  const { editing, setDone, start, finish } = state;
  const [previewing, setPreviewing] = useState<number | null>(null);
  const audId = useId();
  return (
    <ContentTab
      headingId={`${audId}-h`}
      title="FAQ"
      newLabel="New question"
      canWrite={canWrite}
      state={state}
      intro={
        <p className="text-ink-700">
          The questions and answers of the public FAQ page, for Career Explorers and Community Partners. Lower
          positions come first.
        </p>
      }
      filters={
        <>
          <FilterSelect
            id={audId}
            label="For"
            value={audience}
            anyLabel="Both"
            options={FAQ_AUDIENCE_LABELS}
            onChange={setAudience}
          />
          <StatusFilter value={status} onChange={setStatus} />
        </>
      }
      list={list}
      empty={list.data?.results.length === 0}
      renderEditor={(r) =>
        r ? (
          <FaqEditor item={r} audience={r.audience} onDone={finish} />
        ) : (
          <FaqEditor
            item={null}
            audience={(audience || 'careerexplorer') as FaqForm['audience']}
            onDone={finish}
          />
        )
      }
      renderItem={(r) => (
        <ContentListItem
          key={r.id}
          item={r}
          kind="faq"
          title={r.question}
          meta={`${FAQ_AUDIENCE_LABELS[r.audience]} · position ${r.position} · changed ${when(r.updated_at)}`}
          canEdit={canWrite && editing === null}
          onEdit={() => start(r.id)}
          onPublished={setDone}
          preview={{
            open: previewing === r.id,
            toggle: () => setPreviewing(previewing === r.id ? null : r.id),
            content: <FaqPreview item={r} />,
          }}
        >
          <p className="line-clamp-2 text-sm">{r.answer}</p>
        </ContentListItem>
      )}
    />
  );
}

/** The entry as the FAQ page shows it when opened: the question, then the answer's paragraphs. */
function FaqPreview({ item }: { item: { question: string; answer: string } }) {
  return (
    <section
      aria-label={`Preview of ${item.question || 'the question'}`}
      className="mt-4 rounded-3xl bg-cream p-4"
    >
      <p className="mb-2 text-sm font-semibold text-ink-700">Preview: as visitors will see it, opened</p>
      <div className="max-w-xl rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-200">
        <p className="font-display text-lg font-bold">{item.question}</p>
        <div className="mt-2 space-y-3 leading-relaxed text-ink-700">
          {faqParagraphs(item.answer).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

function FaqEditor({
  item,
  audience,
  onDone,
}: {
  item: BackofficeFaq | null;
  audience: FaqForm['audience'];
  onDone: (message: string | null) => void;
}) {
  const save = useSaveFaq();
  const { form, setForm, id, errors, markSent } = useEditorForm<FaqForm>(
    item
      ? { audience: item.audience, question: item.question, answer: item.answer, position: item.position }
      : { audience, question: '', answer: '' },
    save.error,
  );
  const [showPreview, setShowPreview] = useState(false);
  const heading = item ? `Edit "${item.question}"` : 'New question';
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
              onDone(r.published ? 'Saved. Visitors see the change now.' : 'Saved as a draft.'),
          },
        );
      }}
      onCancel={() => onDone(null)}
      buttons={
        <Button variant="secondary" onClick={() => setShowPreview((v) => !v)}>
          {showPreview ? 'Close preview' : 'Preview'}
        </Button>
      }
      after={showPreview && <FaqPreview item={form} />}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <Field id={id('audience')} label="For" error={errors.audience}>
          <select
            {...aria(id('audience'), errors.audience)}
            value={form.audience}
            onChange={(e) => setForm({ ...form, audience: e.target.value as FaqForm['audience'] })}
            className={`${inputClass} w-full sm:w-80`}
          >
            {Object.entries(FAQ_AUDIENCE_LABELS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('position')} label="Position" error={errors.position}>
          <input
            {...aria(id('position'), errors.position)}
            inputMode="numeric"
            value={form.position ?? ''}
            placeholder="at the end"
            onChange={(e) =>
              setForm({ ...form, position: e.target.value === '' ? undefined : Number(e.target.value) })
            }
            className={`${inputClass} w-full`}
          />
        </Field>
      </div>
      <Field id={id('question')} label="Question" error={errors.question}>
        <input
          {...aria(id('question'), errors.question)}
          value={form.question}
          onChange={(e) => setForm({ ...form, question: e.target.value })}
          className={`${inputClass} w-full`}
        />
      </Field>
      <Field
        id={id('answer')}
        label="Answer"
        hint="Plain text. Leave an empty line between paragraphs."
        error={errors.answer}
      >
        <textarea
          {...aria(id('answer'), errors.answer, true)}
          rows={6}
          value={form.answer}
          onChange={(e) => setForm({ ...form, answer: e.target.value })}
          className="w-full rounded-xl border border-ink-500/40 bg-white p-3"
        />
      </Field>
    </EditorForm>
  );
}
