import type { UserReviewPage } from '@pathscoop/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { countUserReviews, listUserReviews, type ReviewAudience } from './reference.repo';

export const DEFAULT_PAGE_SIZE = 10;

/** DRF PageNumberPagination links: absolute URLs on PUBLIC_URL, null at the ends. */
export function pageLinks(
  baseUrl: string,
  page: number,
  pageCount: number,
  perPage: number | undefined,
): { next: string | null; previous: string | null } {
  const link = (p: number) => {
    const url = new URL(baseUrl);
    url.searchParams.set('page', String(p));
    if (perPage !== undefined) url.searchParams.set('per_page', String(perPage));
    return url.toString();
  };
  return {
    next: page < pageCount ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
  };
}

/** GET user-reviews/: a DRF page; a page past the end is a 404 "Invalid page." like DRF. */
export async function pageUserReviews(
  ctx: AppContext,
  page: number,
  perPage: number | undefined,
  audience: ReviewAudience = 'home',
): Promise<UserReviewPage> {
  const size = perPage ?? DEFAULT_PAGE_SIZE;
  const count = await countUserReviews(ctx.db, audience);
  const pageCount = Math.max(1, Math.ceil(count / size));
  if (page > pageCount) throw notFound('Invalid page.');
  const results = await listUserReviews(ctx.db, (page - 1) * size, size, audience);
  return {
    count,
    ...pageLinks(
      `${ctx.config.PUBLIC_URL}/api/v1/user-reviews/${audience === 'home' ? '' : `?audience=${audience}`}`,
      page,
      pageCount,
      perPage,
    ),
    results,
  };
}
