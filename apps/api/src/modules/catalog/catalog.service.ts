/** Catalogue reads: search (title + alternate titles, relevance order) and one career in full. */

import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import {
  type CareerDetail,
  type CareerList,
  type CareerListItem,
  careerDetailSchema,
  careerListSchema,
  ONET_ATTRIBUTION,
} from '@pathscoop/contracts';
import { normalizeTitle } from '@pathscoop/engine';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { getCareerSearchIndex } from './career-search';
import { findCareer, findJobZone, listCareerTitles } from './catalog.repo';
import { catalogueMemo } from './catalogue-memo';
import type { CareerSearchIndex } from './search-index';

function links(
  base: string,
  search: string,
  page: number,
  pageCount: number,
  perPage: number,
  defaultPerPage: number,
) {
  const link = (p: number) => {
    const url = new URL(base);
    if (search) url.searchParams.set('search', search);
    url.searchParams.set('page', String(p));
    if (perPage !== defaultPerPage) url.searchParams.set('per_page', String(perPage));
    return url.toString();
  };
  return { next: page < pageCount ? link(page + 1) : null, previous: page > 1 ? link(page - 1) : null };
}

/** GET careers/?search=&page=&per_page= — a DRF page; a page past the end is 404 "Invalid page.". */
export async function searchCatalogue(
  ctx: AppContext,
  query: { search: string; page: number; per_page: number },
  defaultPerPage: number,
): Promise<CareerList> {
  const size = query.per_page;
  const offset = (query.page - 1) * size;
  const q = normalizeTitle(query.search);
  // In memory (career-search.ts): no database work per keystroke beyond a version check.
  const index = await getCareerSearchIndex(ctx.db, ctx.cache.catalogue);
  let results: CareerListItem[];
  let count: number;
  if (!q) {
    results = index.careers.slice(offset, offset + size).map((c) => ({ ...c, matched_title: null }));
    count = index.careers.length;
  } else {
    const hits = index.search(q);
    results = hits.slice(offset, offset + size).map((h) => ({
      code: h.career.code,
      title: h.career.title,
      description: h.career.description,
      job_zone: h.career.job_zone,
      median_wage: h.career.median_wage,
      ai_impact: h.career.ai_impact,
      matched_title: h.matchedKind === 'title' ? null : h.matchedTitle,
    }));
    count = hits.length;
  }
  const pageCount = Math.max(1, Math.ceil(count / size));
  if (query.page > pageCount) throw notFound('Invalid page.');
  return {
    count,
    ...links(
      `${ctx.config.PUBLIC_URL}/api/v1/careers/`,
      query.search,
      query.page,
      pageCount,
      size,
      defaultPerPage,
    ),
    results,
  };
}

/** A search page as sent: its JSON, and the JSON compressed once per encoding a client asked for. */
export type SearchPage = { json: string; br?: Buffer; gzip?: Buffer };

const pages = new WeakMap<CareerSearchIndex, LRUCache<string, SearchPage>>();

/**
 * searchCatalogue's page as the JSON the route sends, kept per index (so an import, which builds a
 * new index, drops them) for the most recent 5,000 (search, page, per_page): a keystroke that
 * another student typed before costs a map lookup, not a search and a serialization.
 */
export async function searchCataloguePage(
  ctx: AppContext,
  query: { search: string; page: number; per_page: number },
  defaultPerPage: number,
): Promise<SearchPage> {
  const index = await getCareerSearchIndex(ctx.db, ctx.cache.catalogue);
  let cache = pages.get(index);
  if (!cache) {
    cache = new LRUCache<string, SearchPage>({ max: 5000 });
    pages.set(index, cache);
  }
  const key = `${query.search}\u0000${query.page}\u0000${query.per_page}`;
  let page = cache.get(key);
  if (page === undefined) {
    page = {
      json: JSON.stringify(careerListSchema.parse(await searchCatalogue(ctx, query, defaultPerPage))),
    };
    cache.set(key, page);
  }
  return page;
}

/** Below this many bytes a page is sent as it is (the app's compression threshold). */
const COMPRESS_FROM_BYTES = 1024;

/** The encoding a client accepts (Accept-Encoding, q-values honoured): br first, then gzip. */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  const q = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const weight = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/**
 * The page's bytes for a client: compressed once per page and encoding, then reused, where the
 * compression plugin would compress the same page again for every keystroke.
 */
export function encodedSearchPage(
  page: SearchPage,
  accept: string | undefined,
): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  if (page.json.length < COMPRESS_FROM_BYTES) return { body: page.json };
  const encoding = pickEncoding(accept);
  if (encoding === 'br') {
    page.br ??= brotliCompressSync(page.json, {
      params: { [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT },
    });
    return { body: page.br, encoding };
  }
  if (encoding === 'gzip') {
    page.gzip ??= gzipSync(page.json);
    return { body: page.gzip, encoding };
  }
  return { body: page.json };
}

/**
 * GET careers/{code}/ as the JSON the route sends (what the response schema's serializer would
 * write), built once per catalogue version and career (catalogue-memo.ts) instead of three reads
 * and a serialization per request; compressed once per encoding by `encodedSearchPage`.
 * An unknown code throws the 404 and is not kept.
 */
export function careerDetailPage(ctx: AppContext, code: string): Promise<SearchPage> {
  return catalogueMemo(ctx, `detail\u0000${code}`, async () => ({
    json: JSON.stringify(careerDetailSchema.encode(await getCareerDetail(ctx, code))),
  }));
}

/** GET careers/{code}/ — every stored field, presented explicitly. */
export async function getCareerDetail(ctx: AppContext, code: string): Promise<CareerDetail> {
  const career = await findCareer(ctx.db, code);
  if (!career) throw notFound('No career with this O*NET-SOC code.');
  const [zone, titles] = await Promise.all([
    career.job_zone ? findJobZone(ctx.db, career.job_zone) : undefined,
    listCareerTitles(ctx.db, code),
  ]);
  const highPoint = career.high_point;
  return {
    code: career.code,
    title: career.title,
    description: career.description,
    job_zone: zone
      ? {
          zone: zone.zone,
          name: zone.name,
          education: zone.education,
          experience: zone.experience,
          training: zone.training,
        }
      : null,
    interests: career.interests as CareerDetail['interests'],
    high_point_code: highPoint.length ? highPoint.map((t) => t[0]).join('') : null,
    skills: career.skills,
    work_styles: career.work_styles,
    work_values: career.work_values,
    typical_education: career.typical_education,
    median_wage: career.median_wage,
    median_wage_note: career.median_wage_note,
    ai_impact: career.ai_impact,
    ai_exposure: career.ai_exposure,
    alternate_titles: [...new Set(titles.filter((t) => t.kind !== 'short').map((t) => t.title))],
    related_occupations: career.related,
    tasks: career.tasks,
    hot_technologies: career.hot_technologies,
    complete_profile: career.complete,
    attribution: ONET_ATTRIBUTION,
  };
}
