import type { SchoolResourcePage } from '@pathscoop/contracts';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { pageLinks } from '../reference/reference.service';
import { sanitizeResourceHtml } from './sanitize';

export const RESOURCE_PAGE_SIZE = 10;

/**
 * GET school-resource/: Picks For You (`kind=picks`) or Great Finds (`kind=finds`) for the member's
 * school plus those meant for everyone (no school). A DRF page with `meta.number_of_pages`; a page
 * past the end is 404 "Invalid page." like DRF.
 */
export async function pageSchoolResources(
  ctx: AppContext,
  user: CurrentUser,
  query: { page: number; per_page?: number; kind: 'picks' | 'finds' },
): Promise<SchoolResourcePage> {
  const size = query.per_page ?? RESOURCE_PAGE_SIZE;
  const base = ctx.db
    .selectFrom('school_resources')
    .where('kind', '=', query.kind)
    .where('published', '=', true)
    .where((eb) =>
      user.school_id === null
        ? eb('school_id', 'is', null)
        : eb.or([eb('school_id', 'is', null), eb('school_id', '=', user.school_id)]),
    );
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const count = Number(n);
  const pages = Math.max(1, Math.ceil(count / size));
  if (query.page > pages) throw notFound('Invalid page.');
  const rows = await base
    .select(['id', 'title', 'subtitle', 'thumbnail', 'body', 'video'])
    .orderBy('position')
    .orderBy('id')
    .offset((query.page - 1) * size)
    .limit(size)
    .execute();
  const url = new URL(`${ctx.config.PUBLIC_URL}/api/v1/school-resource/`);
  url.searchParams.set('kind', query.kind);
  return {
    count,
    ...pageLinks(url.toString(), query.page, pages, query.per_page),
    meta: { number_of_pages: pages },
    results: rows.map((r) => ({ ...r, body: sanitizeResourceHtml(r.body) })),
  };
}
