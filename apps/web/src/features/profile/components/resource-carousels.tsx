import type { SchoolResource } from '@pathscoop/contracts';
import { useCallback, useState } from 'react';
import { Carousel } from '../../../components/ui/carousel';
import { Modal } from '../../../components/ui/modal';
import { useDeferredQuery } from '../../../lib/deferred-query';
import { type ResourceKind, useSchoolResources } from '../api/get-school-resources';

/** Picks For You and Great Finds under the profile pages (spec part 2). */
type Opened = { items: SchoolResource[]; index: number };

/** `load`: false until the page above has shown its content (usePageSettled); the lists wait. */
export function ResourceCarousels({ school, load = true }: { school: number | null; load?: boolean }) {
  const [open, setOpen] = useState<Opened | null>(null);
  return (
    <div className="mt-10 space-y-10">
      <ResourceCarousel kind="picks" label="Picks For You" school={school} load={load} onOpen={setOpen} />
      <ResourceCarousel kind="finds" label="Great Finds" school={school} load={load} onOpen={setOpen} />
      <ResourceDialog
        opened={open}
        onMove={(index) => setOpen((o) => (o ? { ...o, index } : o))}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}

function ResourceCarousel({
  kind,
  label,
  school,
  load,
  onOpen,
}: {
  kind: ResourceKind;
  label: string;
  school: number | null;
  load: boolean;
  onOpen: (opened: Opened) => void;
}) {
  // The lists come in after the page has painted: a deferred update (in slices, see
  // lib/deferred-query.ts) rather than the blocking render TanStack Query's answer triggers.
  const query = useDeferredQuery(useSchoolResources(kind, school, load));
  const items = query.data?.pages.flatMap((p) => p.results) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const onNearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (query.isPending) return <div aria-busy="true" className="h-56 animate-pulse rounded-3xl bg-brand-50" />;
  if (!items.length) return null;
  return (
    <Carousel
      label={label}
      items={items}
      getKey={(r) => r.id}
      onNearEnd={onNearEnd}
      renderSlide={(r, index) => (
        <button
          type="button"
          onClick={() => onOpen({ items, index })}
          aria-haspopup="dialog"
          className="group flex h-full w-full flex-col overflow-hidden rounded-3xl bg-white text-left shadow-sm ring-1 ring-brand-100 hover:ring-brand-300 focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
        >
          {r.thumbnail ? (
            <img src={r.thumbnail} alt="" className="aspect-[16/10] w-full object-cover" loading="lazy" />
          ) : (
            <span aria-hidden="true" className="aspect-[16/10] w-full bg-brand-100" />
          )}
          <span className="flex flex-1 flex-col p-4">
            <span className="font-display text-lg leading-snug font-bold text-ink-900 group-hover:text-brand-700">
              {r.title}
            </span>
            {r.subtitle && <span className="mt-1 text-sm text-ink-500">{r.subtitle}</span>}
          </span>
        </button>
      )}
    />
  );
}

/**
 * The slider dialog: title, thumbnail, HTML body (sanitised by the server) and video, with Previous
 * and Next to slide through the carousel's items without closing it.
 */
function ResourceDialog({
  opened,
  onMove,
  onClose,
}: {
  opened: Opened | null;
  onMove: (index: number) => void;
  onClose: () => void;
}) {
  const resource = opened ? opened.items[opened.index] : undefined;
  const count = opened?.items.length ?? 0;
  const index = opened?.index ?? 0;
  const nav =
    'inline-flex min-h-11 items-center rounded-full border-2 border-brand-600 px-5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-40';
  return (
    <Modal open={resource !== undefined} onClose={onClose} size="lg" title={resource?.title ?? ''}>
      {resource && (
        <div className="text-left">
          {resource.thumbnail && (
            <img src={resource.thumbnail} alt="" className="mb-4 max-h-56 w-full rounded-2xl object-cover" />
          )}
          {resource.subtitle && <p className="mb-2 font-semibold text-brand-700">{resource.subtitle}</p>}
          <div
            className="resource-body space-y-3 leading-relaxed [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-6"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises bodies with sanitize-html (allow-list)
            dangerouslySetInnerHTML={{ __html: resource.body }}
          />
          {resource.video && (
            <video
              key={resource.id}
              controls
              preload="metadata"
              className="mt-4 w-full rounded-2xl"
              src={resource.video}
            >
              {/* Our videos carry English captions next to them (/media/<name>.en.vtt). */}
              <track
                kind="captions"
                srcLang="en"
                label="English"
                src={resource.video.replace(/\.mp4$/, '.en.vtt')}
                default
              />
              Your browser does not support the video tag.
            </video>
          )}
          <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
            <button type="button" className={nav} onClick={() => onMove(index - 1)} disabled={index === 0}>
              Previous
            </button>
            <span className="text-sm text-ink-500" aria-live="polite">
              {index + 1} of {count}
            </span>
            <button
              type="button"
              className={nav}
              onClick={() => onMove(index + 1)}
              disabled={index >= count - 1}
            >
              Next
            </button>
            <button
              type="button"
              onClick={onClose}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
            >
              Close
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
