/**
 * The engine's in-memory catalogue: the complete careers loaded from the database once, prepared
 * (prepareCatalogue) and kept until an import changes the catalogue version. Concurrent callers
 * share one load.
 */
import {
  type CareerData,
  type PreparedCatalogue,
  prepareCatalogue,
  RIASEC_TYPES,
  type RiasecType,
} from '@pathscoop/engine';
import type { Database } from '../../db/database';
import type { CoherentCache } from '../../lib/coherent-cache';
import { getMeta, listCompleteCareers } from './catalog.repo';

type Entry = { version: string; catalogue: Promise<PreparedCatalogue> };
const cache = new WeakMap<Database, Entry>();

export async function loadCareerData(db: Database): Promise<CareerData[]> {
  const { careers, titles } = await listCompleteCareers(db);
  const byCode = new Map<string, string[]>();
  for (const t of titles) {
    const list = byCode.get(t.career_code);
    if (list) list.push(t.title);
    else byCode.set(t.career_code, [t.title]);
  }
  return careers.map((c) => ({
    code: c.code,
    title: c.title,
    jobZone: c.job_zone,
    interests: c.interests as Record<RiasecType, number>,
    highPoint: (c.high_point as string[]).filter((t): t is RiasecType =>
      (RIASEC_TYPES as readonly string[]).includes(t),
    ),
    skills: Object.fromEntries(c.skills.map((s) => [s.id, { importance: s.importance, level: s.level }])),
    workStyles: Object.fromEntries(c.work_styles.map((s) => [s.id, s.importance])),
    workValues: Object.fromEntries(c.work_values.map((v) => [v.id, v.extent])),
    titles: byCode.get(c.code) ?? [],
  }));
}

/** The catalogue's version: from `versions` (kept coherent by the change feed) or the database. */
async function currentVersion(db: Database, versions?: CoherentCache<{ version: string }>) {
  const cached = versions?.get(0);
  if (cached) return cached.version;
  const ticket = versions?.ticket(0) ?? null;
  const version = (await getMeta(db, 'version')) ?? 'empty';
  versions?.set(ticket, { version });
  return version;
}

/** The prepared catalogue for this database (reloaded after an import changes it). */
export async function getEngineCatalogue(
  db: Database,
  versions?: CoherentCache<{ version: string }>,
): Promise<PreparedCatalogue> {
  const version = await currentVersion(db, versions);
  const hit = cache.get(db);
  if (hit && hit.version === version) return hit.catalogue;
  const catalogue = loadCareerData(db).then((careers) => prepareCatalogue(careers));
  cache.set(db, { version, catalogue });
  catalogue.catch(() => {
    if (cache.get(db)?.catalogue === catalogue) cache.delete(db);
  });
  return catalogue;
}
