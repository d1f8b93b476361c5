import {
  type BackofficeFaq,
  type BackofficeScoopPreset,
  type FaqAudienceKey,
  type FaqList,
  type faqInputSchema,
  faqParagraphs,
  type faqPatchSchema,
  type scoopPresetInputSchema,
  type scoopPresetPatchSchema,
} from '@pathscoop/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import { type AuditedKind, createAudited, updateAudited } from './audited-change';
import type { BackofficeAccess } from './permissions';

/**
 * The FAQ and the Scoop's preset questions in the back office (docs/backoffice.md "FAQ" and
 * "Scoop preset questions"). Member-facing reads (`faq/`, the career detail's Scoop) read the
 * tables on every request, so a change shows at the next request in every process. Every change is
 * written with its audit row (the whole object before and after) in one transaction.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ---- FAQ -----------------------------------------------------------------------------------------

const faqColumns = ['id', 'audience', 'question', 'answer', 'position', 'published', 'updated_at'] as const;
const findFaq = (db: Database, id: number) =>
  db.selectFrom('faq_entries').select(faqColumns).where('id', '=', id).executeTakeFirst();
type FaqRow = NonNullable<Awaited<ReturnType<typeof findFaq>>>;
const presentFaq = (r: FaqRow): BackofficeFaq => ({ ...r, updated_at: iso(r.updated_at) });

/** GET faq/?audience=: the published entries in order, answers as paragraphs. */
export async function publicFaq(ctx: AppContext, audience: FaqAudienceKey): Promise<FaqList> {
  const rows = await ctx.db
    .selectFrom('faq_entries')
    .select(['id', 'question', 'answer'])
    .where('audience', '=', audience)
    .where('published', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    audience,
    // `id` is the place in the list (1, 2, …), as in the spec's FAQ data: the page puts odd ids in
    // the first column and even ids in the second, so the editors' order decides the layout.
    results: rows.map((r, i) => ({ id: i + 1, question: r.question, answer: faqParagraphs(r.answer) })),
  };
}

/** Every entry of one audience or both, drafts included (a few dozen rows: not paged). */
export async function listFaq(
  ctx: AppContext,
  query: { audience?: FaqAudienceKey; status: 'all' | 'published' | 'draft' },
) {
  let q = ctx.db.selectFrom('faq_entries').select(faqColumns);
  if (query.audience) q = q.where('audience', '=', query.audience);
  if (query.status !== 'all') q = q.where('published', '=', query.status === 'published');
  const rows = await q.orderBy('audience').orderBy('position').orderBy('id').limit(500).execute();
  return { results: rows.map(presentFaq) };
}

export async function getFaq(ctx: AppContext, id: number) {
  const row = await findFaq(ctx.db, id);
  if (!row) throw notFound();
  return presentFaq(row);
}

const faqKind: AuditedKind<BackofficeFaq> = {
  table: 'faq_entries',
  targetType: 'faq',
  load: async (db, id) => {
    const row = await findFaq(db, id);
    return row && presentFaq(row);
  },
};

export function createFaq(ctx: AppContext, bo: BackofficeAccess, input: z.output<typeof faqInputSchema>) {
  return createAudited(ctx, bo, faqKind, 'faq_created', async (tx, now) => {
    // A new entry goes to the end of its audience's list unless a position is given.
    const { max } = await tx
      .selectFrom('faq_entries')
      .select((eb) => eb.fn.max<number>('position').as('max'))
      .where('audience', '=', input.audience)
      .executeTakeFirstOrThrow();
    const { id } = await tx
      .insertInto('faq_entries')
      .values({ ...input, position: input.position ?? (max ?? 0) + 1, published: false, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

export function updateFaq(
  ctx: AppContext,
  bo: BackofficeAccess,
  id: number,
  input: z.output<typeof faqPatchSchema> & { published?: boolean },
  action = 'faq_updated',
) {
  return updateAudited(ctx, bo, faqKind, id, action, async (tx, _before, now) => {
    await tx
      .updateTable('faq_entries')
      .set({ ...input, updated_at: now })
      .where('id', '=', id)
      .execute();
    return undefined;
  });
}

// ---- Scoop preset questions ----------------------------------------------------------------------

const presetColumns = ['id', 'kind', 'question', 'ordering', 'published', 'revision', 'updated_at'] as const;
const findPreset = (db: Database, id: number) =>
  db.selectFrom('scoop_presets').select(presetColumns).where('id', '=', id).executeTakeFirst();
type PresetRow = NonNullable<Awaited<ReturnType<typeof findPreset>>>;
const presentPreset = (r: PresetRow): BackofficeScoopPreset => ({ ...r, updated_at: iso(r.updated_at) });

export async function listPresets(ctx: AppContext) {
  const rows = await ctx.db
    .selectFrom('scoop_presets')
    .select(presetColumns)
    .orderBy('ordering')
    .orderBy('id')
    .execute();
  return { results: rows.map(presentPreset) };
}

export async function getPreset(ctx: AppContext, id: number) {
  const row = await findPreset(ctx.db, id);
  if (!row) throw notFound();
  return presentPreset(row);
}

const presetKind: AuditedKind<BackofficeScoopPreset> = {
  table: 'scoop_presets',
  targetType: 'scoop_preset',
  load: async (db, id) => {
    const row = await findPreset(db, id);
    return row && presentPreset(row);
  },
};

export function createPreset(
  ctx: AppContext,
  bo: BackofficeAccess,
  input: z.output<typeof scoopPresetInputSchema>,
) {
  return createAudited(ctx, bo, presetKind, 'scoop_preset_created', async (tx, now) => {
    const { max } = await tx
      .selectFrom('scoop_presets')
      .select((eb) => eb.fn.max<number>('ordering').as('max'))
      .executeTakeFirstOrThrow();
    const { id } = await tx
      .insertInto('scoop_presets')
      .values({
        kind: null,
        question: input.question,
        ordering: input.ordering ?? Math.min(99, (max ?? 0) + 1),
        published: false,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

/**
 * Edit, publish or unpublish a preset. A new text raises `revision` and deletes the answers
 * cached for the old text in every career, with the students' refreshes of them (they answered
 * another question): the next reader of each career gets an answer to the new text, and each
 * student's refresh counter for it starts again at 1 of 5. Unpublishing only hides the answers
 * (kept for a republish); a new order changes nothing but the order.
 */
export function updatePreset(
  ctx: AppContext,
  bo: BackofficeAccess,
  id: number,
  input: z.output<typeof scoopPresetPatchSchema> & { published?: boolean },
  action = 'scoop_preset_updated',
) {
  return updateAudited(ctx, bo, presetKind, id, action, async (tx, before, now) => {
    const reworded = input.question !== undefined && input.question !== before.question;
    await tx
      .updateTable('scoop_presets')
      .set({
        ...input,
        ...(reworded ? { revision: before.revision + 1 } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    if (!reworded) return undefined;
    const res = await tx.deleteFrom('scoop_questions').where('preset_id', '=', id).executeTakeFirst();
    return { cached_answers_dropped: Number(res.numDeletedRows) };
  });
}
