import type { BackofficeTestimonial } from '@pathscoop/contracts';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { type TestimonialForm, useSaveTestimonial, useTestimonials } from './api/content';
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
import { inputClass, Pager, when } from './ui';

const AUDIENCES = {
  home: 'Home page testimonial',
  student: 'Student story',
  parent: 'Parent story',
} as const;
const EMPTY_TESTIMONIAL: TestimonialForm = {
  audience: 'home',
  name: '',
  title: '',
  review: '',
  quote: '',
  age: null,
  career_path: '',
};

export function TestimonialsTab({ canWrite }: { canWrite: boolean }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('all');
  const [audience, setAudience] = useState('');
  const list = useTestimonials({ page, status, audience: audience || undefined });
  const state = useContentEditing();
  const { editing, setDone, start, finish } = state;
  const [previewing, setPreviewing] = useState<number | null>(null);
  const audId = useId();
  return (
    <ContentTab
      headingId={`${audId}-h`}
      title="Testimonials and stories"
      newLabel="New testimonial or story"
      canWrite={canWrite}
      state={state}
      intro={
        <p className="text-ink-700">
          Home page testimonials, and the students' and parents' stories of the Stories page.
        </p>
      }
      filters={
        <>
          <FilterSelect
            id={audId}
            label="Where"
            value={audience}
            anyLabel="Everywhere"
            options={AUDIENCES}
            onChange={(v) => {
              setAudience(v);
              setPage(1);
            }}
          />
          <StatusFilter
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
          />
        </>
      }
      list={list}
      empty={list.data?.count === 0}
      footer={
        list.data && (
          <Pager page={page} count={list.data.count} perPage={list.data.per_page} onPage={setPage} />
        )
      }
      renderEditor={(r) => <TestimonialEditor item={r} onDone={finish} />}
      renderItem={(r) => (
        <ContentListItem
          key={r.id}
          item={r}
          kind="testimonials"
          title={r.name}
          meta={`${AUDIENCES[r.audience]} · position ${r.position} · changed ${when(r.updated_at)}`}
          canEdit={canWrite && editing === null}
          onEdit={() => start(r.id)}
          onPublished={setDone}
          preview={{
            open: previewing === r.id,
            toggle: () => setPreviewing(previewing === r.id ? null : r.id),
            content: <TestimonialPreview item={r} />,
          }}
        >
          <p className="line-clamp-2 text-sm">{r.review}</p>
        </ContentListItem>
      )}
    />
  );
}

function TestimonialPreview({ item }: { item: TestimonialForm }) {
  return (
    <section
      aria-label={`Preview of ${item.name || 'the testimonial'}`}
      className="mt-4 rounded-3xl bg-cream p-4"
    >
      <p className="mb-2 text-sm font-semibold text-ink-700">Preview: as visitors will see it</p>
      <figure className="max-w-xl rounded-3xl bg-white p-5 shadow-sm">
        {item.quote && <p className="font-display text-lg font-bold">“{item.quote}”</p>}
        <blockquote className="whitespace-pre-line leading-relaxed">{item.review}</blockquote>
        <figcaption className="mt-3 font-semibold">
          {item.name}
          {item.age ? `, ${item.age}` : ''}
          {item.title && <span className="block text-sm font-normal text-ink-700">{item.title}</span>}
          {item.career_path && (
            <span className="block text-sm font-normal text-ink-700">{item.career_path}</span>
          )}
        </figcaption>
      </figure>
    </section>
  );
}

function TestimonialEditor({
  item,
  onDone,
}: {
  item: BackofficeTestimonial | null;
  onDone: (message: string | null) => void;
}) {
  const save = useSaveTestimonial();
  const { form, setForm, id, errors, markSent } = useEditorForm<TestimonialForm>(
    item
      ? {
          audience: item.audience,
          name: item.name,
          title: item.title,
          review: item.review,
          quote: item.quote,
          age: item.age,
          career_path: item.career_path,
          position: item.position,
        }
      : EMPTY_TESTIMONIAL,
    save.error,
  );
  const [showPreview, setShowPreview] = useState(false);
  const heading = item ? `Edit ${item.name}` : 'New testimonial or story';
  const text = (k: 'name' | 'title' | 'quote' | 'career_path', label: string) => (
    <Field id={id(k)} label={label} error={errors[k]}>
      <input
        {...aria(id(k), errors[k])}
        value={form[k]}
        onChange={(e) => setForm({ ...form, [k]: e.target.value })}
        className={`${inputClass} w-full`}
      />
    </Field>
  );
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
              onDone(
                r.published ? `${r.name} saved. Members see the change now.` : `${r.name} saved as a draft.`,
              ),
          },
        );
      }}
      onCancel={() => onDone(null)}
      buttons={
        <Button variant="secondary" onClick={() => setShowPreview((v) => !v)}>
          {showPreview ? 'Close preview' : 'Preview'}
        </Button>
      }
      after={showPreview && <TestimonialPreview item={form} />}
    >
      <Field id={id('audience')} label="Where it appears" error={errors.audience}>
        <select
          {...aria(id('audience'), errors.audience)}
          value={form.audience}
          onChange={(e) => setForm({ ...form, audience: e.target.value as TestimonialForm['audience'] })}
          className={`${inputClass} w-full sm:w-80`}
        >
          {Object.entries(AUDIENCES).map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'Name')}
        {text('title', 'Who they are (e.g. "Parent of a 10th grader")')}
      </div>
      <Field id={id('review')} label="What they said" error={errors.review}>
        <textarea
          {...aria(id('review'), errors.review)}
          rows={5}
          value={form.review}
          onChange={(e) => setForm({ ...form, review: e.target.value })}
          className="w-full rounded-xl border border-ink-500/40 bg-white p-3"
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        {text('quote', 'Short quote (stories)')}
        {text('career_path', 'Career path (stories)')}
        <Field id={id('age')} label="Age (stories)" error={errors.age}>
          <input
            {...aria(id('age'), errors.age)}
            inputMode="numeric"
            value={form.age ?? ''}
            onChange={(e) => setForm({ ...form, age: e.target.value === '' ? null : Number(e.target.value) })}
            className={`${inputClass} w-full`}
          />
        </Field>
      </div>
    </EditorForm>
  );
}
