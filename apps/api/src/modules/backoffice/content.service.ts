import { randomBytes } from 'node:crypto';
import {
  type BackofficeResource,
  type BackofficeTestimonial,
  CONTENT_PAGE_SIZE,
  RESOURCE_THUMBNAIL,
  type resourceInputSchema,
  type resourcePatchSchema,
  type testimonialInputSchema,
  type testimonialPatchSchema,
} from '@pathscoop/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { processImage } from '../profile/profile-image';
import { sanitizeResourceHtml } from '../resources/sanitize';
import { keyFromUploadUrl, uploadUrl } from '../storage/storage';
import { storageOf } from '../storage/storage-of';
import { type AuditedKind, createAudited, updateAudited } from './audited-change';
import type { BackofficeAccess } from './permissions';

/**
 * Content in the back office (docs/backoffice.md "Content"): testimonials and stories (`user_reviews`,
 * served by `user-reviews/`) and school resources (`school_resources`, served by `school-resource/`).
 * Both member-facing routes read the table on every request (no cache in front of them), so a
 * publish, edit or unpublish shows at the member's next request in every process. Every change is
 * written with its audit row (the whole object before and after) in one transaction.
 */

type Status = 'all' | 'published' | 'draft';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ---- testimonials ----------------------------------------------------------------------------

const testimonialColumns = [
  'id',
  'audience',
  'name',
  'title',
  'review',
  'quote',
  'age',
  'career_path',
  'image',
  'position',
  'published',
  'updated_at',
] as const;

function findTestimonial(db: Database, id: number) {
  return db.selectFrom('user_reviews').select(testimonialColumns).where('id', '=', id).executeTakeFirst();
}
type TestimonialRow = NonNullable<Awaited<ReturnType<typeof findTestimonial>>>;
const presentTestimonial = (r: TestimonialRow): BackofficeTestimonial => ({
  ...r,
  updated_at: iso(r.updated_at),
});

export async function listTestimonials(
  ctx: AppContext,
  query: { page: number; status: Status; audience?: 'home' | 'student' | 'parent' },
) {
  let q = ctx.db.selectFrom('user_reviews');
  if (query.audience) q = q.where('audience', '=', query.audience);
  if (query.status !== 'all') q = q.where('published', '=', query.status === 'published');
  const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(testimonialColumns)
    .orderBy('audience')
    .orderBy('position')
    .orderBy('id')
    .offset((query.page - 1) * CONTENT_PAGE_SIZE)
    .limit(CONTENT_PAGE_SIZE)
    .execute();
  return {
    count: Number(n),
    page: query.page,
    per_page: CONTENT_PAGE_SIZE,
    results: rows.map(presentTestimonial),
  };
}

export async function getTestimonial(ctx: AppContext, id: number) {
  const row = await findTestimonial(ctx.db, id);
  if (!row) throw notFound();
  return presentTestimonial(row);
}

/** Lower positions come first; a new item goes to the top of its list unless a position is given. */
async function topPosition(db: Database, table: 'user_reviews' | 'school_resources') {
  const { min } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.min<number>('position').as('min'))
    .executeTakeFirstOrThrow();
  return (min ?? 1) - 1;
}

const testimonialKind: AuditedKind<BackofficeTestimonial> = {
  table: 'user_reviews',
  targetType: 'testimonial',
  load: async (db, id) => {
    const row = await findTestimonial(db, id);
    return row && presentTestimonial(row);
  },
};

export function createTestimonial(
  ctx: AppContext,
  bo: BackofficeAccess,
  input: z.output<typeof testimonialInputSchema>,
) {
  return createAudited(ctx, bo, testimonialKind, 'testimonial_created', async (tx, now) => {
    const { id } = await tx
      .insertInto('user_reviews')
      .values({
        ...input,
        position: input.position ?? (await topPosition(tx, 'user_reviews')),
        image: null,
        published: false,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

export function updateTestimonial(
  ctx: AppContext,
  bo: BackofficeAccess,
  id: number,
  input: z.output<typeof testimonialPatchSchema> & { published?: boolean },
  action = 'testimonial_updated',
) {
  return updateAudited(ctx, bo, testimonialKind, id, action, async (tx, _before, now) => {
    await tx
      .updateTable('user_reviews')
      .set({ ...input, updated_at: now })
      .where('id', '=', id)
      .execute();
    return undefined;
  });
}

// ---- school resources ------------------------------------------------------------------------

function resourceQuery(db: Database) {
  return db
    .selectFrom('school_resources as r')
    .leftJoin('schools as s', 's.id', 'r.school_id')
    .select([
      'r.id',
      'r.kind',
      'r.school_id',
      's.name as school_name',
      'r.title',
      'r.subtitle',
      'r.thumbnail',
      'r.body',
      'r.video',
      'r.position',
      'r.published',
      'r.updated_at',
    ]);
}
type ResourceRow = Awaited<ReturnType<ReturnType<typeof resourceQuery>['executeTakeFirstOrThrow']>>;
const presentResource = (r: ResourceRow): BackofficeResource => ({
  ...r,
  school_name: r.school_name ?? null,
  body: sanitizeResourceHtml(r.body),
  updated_at: iso(r.updated_at),
});
const findResource = async (db: Database, id: number) =>
  resourceQuery(db).where('r.id', '=', id).executeTakeFirst();

export async function listResources(
  ctx: AppContext,
  query: { page: number; status: Status; kind?: 'picks' | 'finds' },
) {
  let q = resourceQuery(ctx.db);
  if (query.kind) q = q.where('r.kind', '=', query.kind);
  if (query.status !== 'all') q = q.where('r.published', '=', query.status === 'published');
  const { n } = await q
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await q
    .orderBy('r.kind', 'desc')
    .orderBy('r.position')
    .orderBy('r.id')
    .offset((query.page - 1) * CONTENT_PAGE_SIZE)
    .limit(CONTENT_PAGE_SIZE)
    .execute();
  return {
    count: Number(n),
    page: query.page,
    per_page: CONTENT_PAGE_SIZE,
    results: rows.map(presentResource),
  };
}

export async function getResource(ctx: AppContext, id: number) {
  const row = await findResource(ctx.db, id);
  if (!row) throw notFound();
  return presentResource(row);
}

async function checkSchool(db: Database, schoolId: number | null | undefined) {
  if (schoolId === null || schoolId === undefined) return;
  const school = await db.selectFrom('schools').select('id').where('id', '=', schoolId).executeTakeFirst();
  if (!school) throw badRequest('school_id', 'There is no such school.');
}

const resourceKind: AuditedKind<BackofficeResource> = {
  table: 'school_resources',
  targetType: 'school_resource',
  load: async (db, id) => {
    const row = await findResource(db, id);
    return row && presentResource(row);
  },
};

export async function createResource(
  ctx: AppContext,
  bo: BackofficeAccess,
  input: z.output<typeof resourceInputSchema>,
) {
  await checkSchool(ctx.db, input.school_id);
  return createAudited(ctx, bo, resourceKind, 'resource_created', async (tx, now) => {
    const { id } = await tx
      .insertInto('school_resources')
      .values({
        ...input,
        // Never stored as sent: the allow-list sanitiser drops scripts, handlers, javascript: links.
        body: sanitizeResourceHtml(input.body),
        position: input.position ?? (await topPosition(tx, 'school_resources')),
        thumbnail: null,
        slug: `bo-${randomBytes(8).toString('hex')}`,
        published: false,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

export async function updateResource(
  ctx: AppContext,
  bo: BackofficeAccess,
  id: number,
  input: z.output<typeof resourcePatchSchema> & { published?: boolean; thumbnail?: string | null },
  action = 'resource_updated',
) {
  await checkSchool(ctx.db, input.school_id);
  return updateAudited(ctx, bo, resourceKind, id, action, async (tx, _before, now) => {
    await tx
      .updateTable('school_resources')
      .set({
        ...input,
        ...(input.body !== undefined && { body: sanitizeResourceHtml(input.body) }),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    return undefined;
  });
}

/**
 * A new thumbnail through the profile-photo pipeline (PNG or JPEG by content, at most 5 MB, re-encoded
 * by sharp without metadata, 16:10), stored under an unguessable name; the previous file is deleted.
 */
export async function setResourceThumbnail(ctx: AppContext, bo: BackofficeAccess, id: number, bytes: Buffer) {
  const old = await findResource(ctx.db, id);
  if (!old) throw notFound();
  const picture = await processImage(bytes, { ...RESOURCE_THUMBNAIL, field: 'thumbnail' });
  await storageOf(ctx).put(picture.key, picture.body, 'image/webp');
  const after = await updateResource(
    ctx,
    bo,
    id,
    { thumbnail: uploadUrl(picture.key) },
    'resource_thumbnail_changed',
  );
  const oldKey = keyFromUploadUrl(old.thumbnail);
  if (oldKey)
    await storageOf(ctx)
      .delete(oldKey)
      .catch(() => {});
  return after;
}
