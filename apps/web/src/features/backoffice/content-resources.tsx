import type { BackofficeResource } from '@pathscoop/contracts';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { type ResourceForm, usePreviewBody, useResources, useSaveResource } from './api/content';
import { useSchools } from './api/schools';
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
import { RichTextEditor } from './rich-text-editor';
import { ErrorNote, inputClass, Pager, when } from './ui';

const EMPTY_RESOURCE: ResourceForm = {
  kind: 'picks',
  school_id: null,
  title: '',
  subtitle: '',
  body: '',
  video: null,
};

const RESOURCE_LISTS = { picks: 'Picks For You', finds: 'Great Finds' };

export function ResourcesTab({ canWrite }: { canWrite: boolean }) {
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
  const { form, setForm, id, errors, markSent } = useEditorForm<ResourceForm>(
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
    save.error,
  );
  const [file, setFile] = useState<File | undefined>();
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setFileUrl(null);
    const url = URL.createObjectURL(file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const heading = resource ? `Edit ${resource.title}` : 'New resource';
  return (
    <EditorForm
      heading={heading}
      isNew={!resource}
      saving={save.isPending}
      error={save.error}
      onSubmit={() => {
        markSent();
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
