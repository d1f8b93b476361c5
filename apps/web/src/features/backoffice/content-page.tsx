import {
  type BackofficeFaq,
  type BackofficeResource,
  type BackofficeScoopPreset,
  type BackofficeTestimonial,
  faqParagraphs,
} from '@pathscoop/contracts';
import { useEffect, useId, useState } from 'react';
import { NavLink, Route, Routes } from 'react-router';
import { Button } from '../../components/ui/button';
import {
  type FaqForm,
  type ResourceForm,
  type ScoopPresetForm,
  type TestimonialForm,
  useFaqEntries,
  usePreviewBody,
  useResources,
  useSaveFaq,
  useSavePreset,
  useSaveResource,
  useSaveTestimonial,
  useScoopPresets,
  useTestimonials,
} from './api/content';
import { useSchools } from './api/schools';
import {
  aria,
  ContentListItem,
  ContentTab,
  EditorForm,
  Field,
  FilterSelect,
  fieldErrors,
  StatusFilter,
  useContentEditing,
} from './content-ui';
import { RichTextEditor } from './rich-text-editor';
import { ErrorNote, inputClass, Pager, when } from './ui';

/**
 * Content (issue 20, docs/backoffice.md "Content"): school resources (Picks For You, Great Finds)
 * and testimonials/stories. New items are drafts; Preview shows them the way members will; Publish
 * and Unpublish change what members see from their next request.
 */
export function ContentPage({ canWrite }: { canWrite: boolean }) {
  const tab =
    'min-h-11 rounded-full px-4 py-2 font-semibold aria-[current=page]:bg-ink-900 aria-[current=page]:text-white';
  return (
    <div className="space-y-4">
      <h1 className="font-display text-3xl font-bold text-ink-900">Content</h1>
      <nav aria-label="Content" className="flex flex-wrap gap-2">
        <NavLink end to="/backoffice/content" className={tab}>
          School resources
        </NavLink>
        <NavLink to="/backoffice/content/testimonials" className={tab}>
          Testimonials and stories
        </NavLink>
        <NavLink to="/backoffice/content/faq" className={tab}>
          FAQ
        </NavLink>
        <NavLink to="/backoffice/content/scoop" className={tab}>
          Scoop questions
        </NavLink>
      </nav>
      <Routes>
        <Route index element={<ResourcesTab canWrite={canWrite} />} />
        <Route path="testimonials" element={<TestimonialsTab canWrite={canWrite} />} />
        <Route path="faq" element={<FaqTab canWrite={canWrite} />} />
        <Route path="scoop" element={<PresetsTab canWrite={canWrite} />} />
      </Routes>
    </div>
  );
}

// ---- school resources ------------------------------------------------------------------------

const EMPTY_RESOURCE: ResourceForm = {
  kind: 'picks',
  school_id: null,
  title: '',
  subtitle: '',
  body: '',
  video: null,
};

const RESOURCE_LISTS = { picks: 'Picks For You', finds: 'Great Finds' };

function ResourcesTab({ canWrite }: { canWrite: boolean }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('all');
  const [kind, setKind] = useState('');
  const list = useResources({ page, status, kind: kind || undefined });
  const state = useContentEditing();
  const { editing, setDone, start, finish } = state;
  const [previewing, setPreviewing] = useState<number | null>(null);
  const kindId = useId();
  return (
    <ContentTab
      headingId={`${kindId}-h`}
      title="School resources"
      newLabel="New resource"
      canWrite={canWrite}
      state={state}
      intro={
        <p className="text-ink-700">
          Picks For You and Great Finds on students' profile pages, for one school or for everyone. Lower
          positions come first.
        </p>
      }
      filters={
        <>
          <FilterSelect
            id={kindId}
            label="List"
            value={kind}
            anyLabel="Both lists"
            options={RESOURCE_LISTS}
            onChange={(v) => {
              setKind(v);
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
      renderEditor={(r) => <ResourceEditor resource={r} onDone={finish} />}
      renderItem={(r) => (
        <ContentListItem
          key={r.id}
          item={r}
          kind="resources"
          title={r.title}
          meta={`${r.kind === 'picks' ? 'Picks For You' : 'Great Finds'} · ${r.school_name ?? 'Everyone'} · position ${r.position} · changed ${when(r.updated_at)}`}
          media={
            r.thumbnail ? (
              <img src={r.thumbnail} alt="" className="h-16 w-26 shrink-0 rounded-xl object-cover" />
            ) : (
              <div className="h-16 w-26 shrink-0 rounded-xl bg-cream" />
            )
          }
          canEdit={canWrite && editing === null}
          onEdit={() => start(r.id)}
          onPublished={setDone}
          preview={{
            open: previewing === r.id,
            toggle: () => setPreviewing(previewing === r.id ? null : r.id),
            content: (
              <ResourcePreview
                title={r.title}
                subtitle={r.subtitle}
                thumbnail={r.thumbnail}
                body={r.body}
                video={r.video}
              />
            ),
          }}
        >
          {r.subtitle && <p className="text-sm">{r.subtitle}</p>}
        </ContentListItem>
      )}
    />
  );
}

/** What a student sees in the resource dialog (the body is the server's sanitised HTML). */
function ResourcePreview(props: {
  title: string;
  subtitle: string;
  thumbnail: string | null;
  body: string;
  video: string | null;
}) {
  return (
    <section
      aria-label={`Preview of ${props.title || 'the resource'}`}
      className="mt-4 rounded-3xl bg-cream p-4"
    >
      <p className="mb-2 text-sm font-semibold text-ink-700">Preview: as students will see it</p>
      <div className="max-w-xl rounded-3xl bg-white p-5 shadow-sm">
        <h3 className="font-display text-xl font-bold">{props.title}</h3>
        {props.subtitle && <p className="text-ink-700">{props.subtitle}</p>}
        {props.thumbnail && (
          <img src={props.thumbnail} alt="" className="my-3 max-h-56 w-full rounded-2xl object-cover" />
        )}
        <div
          className="resource-body space-y-3 leading-relaxed [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML cleaned by the server's sanitiser
          dangerouslySetInnerHTML={{ __html: props.body }}
        />
        {props.video && <p className="mt-3 text-sm">Video: {props.video}</p>}
      </div>
    </section>
  );
}

function ResourceEditor({
  resource,
  onDone,
}: {
  resource: BackofficeResource | null;
  onDone: (message: string | null) => void;
}) {
  const save = useSaveResource();
  const preview = usePreviewBody();
  const schools = useSchools();
  const [form, setForm] = useState<ResourceForm>(
    resource
      ? {
          kind: resource.kind,
          school_id: resource.school_id,
          title: resource.title,
          subtitle: resource.subtitle,
          body: resource.body,
          video: resource.video,
          position: resource.position,
        }
      : EMPTY_RESOURCE,
  );
  const [file, setFile] = useState<File | undefined>();
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setFileUrl(null);
    const url = URL.createObjectURL(file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const base = useId();
  const id = (k: string) => `${base}-${k}`;
  const [sent, setSent] = useState<ResourceForm | null>(null);
  const errors = fieldErrors(save.error, form, sent);
  const heading = resource ? `Edit ${resource.title}` : 'New resource';
  return (
    <EditorForm
      heading={heading}
      isNew={!resource}
      saving={save.isPending}
      error={save.error}
      onSubmit={() => {
        setSent(form);
        save.mutate(
          { id: resource?.id ?? null, form, thumbnail: file },
          {
            onSuccess: (r) =>
              onDone(
                r.published
                  ? `${r.title} saved. Members see the change now.`
                  : `${r.title} saved as a draft. Preview it, then publish it.`,
              ),
          },
        );
      }}
      onCancel={() => onDone(null)}
      buttons={
        <Button variant="secondary" onClick={() => preview.mutate(form.body)} disabled={preview.isPending}>
          Preview
        </Button>
      }
      after={
        <>
          {preview.isError && <ErrorNote error={preview.error} />}
          {preview.data && (
            <ResourcePreview
              title={form.title}
              subtitle={form.subtitle}
              thumbnail={fileUrl ?? resource?.thumbnail ?? null}
              body={preview.data.body}
              video={form.video}
            />
          )}
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('kind')} label="List" error={errors.kind}>
          <select
            {...aria(id('kind'), errors.kind)}
            value={form.kind}
            onChange={(e) => setForm({ ...form, kind: e.target.value as ResourceForm['kind'] })}
            className={`${inputClass} w-full`}
          >
            <option value="picks">Picks For You</option>
            <option value="finds">Great Finds</option>
          </select>
        </Field>
        <Field id={id('school')} label="Who sees it" error={errors.school_id}>
          <select
            {...aria(id('school'), errors.school_id)}
            value={form.school_id ?? ''}
            onChange={(e) => setForm({ ...form, school_id: e.target.value ? Number(e.target.value) : null })}
            className={`${inputClass} w-full`}
          >
            <option value="">Everyone</option>
            {schools.data?.map((s) => (
              <option key={s.id} value={s.id}>
                Students of {s.name} ({s.affiliate_code})
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id={id('title')} label="Title" error={errors.title}>
        <input
          {...aria(id('title'), errors.title)}
          value={form.title}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
          className={`${inputClass} w-full`}
        />
      </Field>
      <Field id={id('subtitle')} label="Subtitle" error={errors.subtitle}>
        <input
          {...aria(id('subtitle'), errors.subtitle)}
          value={form.subtitle}
          onChange={(e) => setForm({ ...form, subtitle: e.target.value })}
          className={`${inputClass} w-full`}
        />
      </Field>
      <div>
        <p id={id('body-label')} className="block text-sm font-semibold">
          Text
        </p>
        <RichTextEditor
          labelId={id('body-label')}
          describedBy={errors.body ? id('body-error') : undefined}
          value={form.body}
          onChange={(body) => setForm((f) => ({ ...f, body }))}
        />
        {errors.body && (
          <p id={id('body-error')} className="mt-1 text-sm font-semibold text-brand-700">
            {errors.body}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={id('thumb')}
          label="Thumbnail"
          hint="PNG or JPEG, at most 5 MB; cropped to 16:10."
          error={errors.thumbnail}
        >
          <input
            {...aria(id('thumb'), errors.thumbnail, true)}
            type="file"
            accept="image/png,image/jpeg"
            onChange={(e) => setFile(e.target.files?.[0])}
            className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-100 file:px-4 file:font-semibold file:text-brand-700"
          />
        </Field>
        <Field
          id={id('video')}
          label="Video link (optional)"
          hint="An https:// link to an MP4 file, or a /media/ path."
          error={errors.video}
        >
          <input
            {...aria(id('video'), errors.video, true)}
            value={form.video ?? ''}
            onChange={(e) => setForm({ ...form, video: e.target.value.trim() ? e.target.value : null })}
            className={`${inputClass} w-full`}
          />
        </Field>
        <Field
          id={id('position')}
          label="Position"
          hint="Lower comes first; empty puts a new resource at the top."
          error={errors.position}
        >
          <input
            {...aria(id('position'), errors.position, true)}
            inputMode="numeric"
            value={form.position ?? ''}
            onChange={(e) =>
              setForm({ ...form, position: e.target.value === '' ? undefined : Number(e.target.value) })
            }
            className={`${inputClass} w-40`}
          />
        </Field>
      </div>
    </EditorForm>
  );
}

// ---- testimonials and stories ----------------------------------------------------------------

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

function TestimonialsTab({ canWrite }: { canWrite: boolean }) {
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
  const [form, setForm] = useState<TestimonialForm>(
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
  );
  const [showPreview, setShowPreview] = useState(false);
  const base = useId();
  const id = (k: string) => `${base}-${k}`;
  const [sent, setSent] = useState<TestimonialForm | null>(null);
  const errors = fieldErrors(save.error, form, sent);
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
        setSent(form);
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

// ---- FAQ -----------------------------------------------------------------------------------------

const FAQ_AUDIENCE_LABELS = {
  careerexplorer: 'Career Explorer',
  communitypartner: 'Community Partner',
} as const;

function FaqTab({ canWrite }: { canWrite: boolean }) {
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
  const [form, setForm] = useState<FaqForm>(
    item
      ? { audience: item.audience, question: item.question, answer: item.answer, position: item.position }
      : { audience, question: '', answer: '' },
  );
  const [showPreview, setShowPreview] = useState(false);
  const base = useId();
  const id = (k: string) => `${base}-${k}`;
  const [sent, setSent] = useState<FaqForm | null>(null);
  const errors = fieldErrors(save.error, form, sent);
  const heading = item ? `Edit "${item.question}"` : 'New question';
  return (
    <EditorForm
      heading={heading}
      isNew={!item}
      saving={save.isPending}
      error={save.error}
      onSubmit={() => {
        setSent(form);
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

// ---- Scoop preset questions ----------------------------------------------------------------------

function PresetsTab({ canWrite }: { canWrite: boolean }) {
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
  const [form, setForm] = useState<ScoopPresetForm>(
    item ? { question: item.question, ordering: item.ordering } : { question: '' },
  );
  const base = useId();
  const id = (k: string) => `${base}-${k}`;
  const [sent, setSent] = useState<ScoopPresetForm | null>(null);
  const errors = fieldErrors(save.error, form, sent);
  const heading = item ? `Edit "${item.question}"` : 'New Scoop question';
  const reworded = item !== null && form.question.trim() !== item.question;
  return (
    <EditorForm
      heading={heading}
      isNew={!item}
      saving={save.isPending}
      error={save.error}
      onSubmit={() => {
        setSent(form);
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
