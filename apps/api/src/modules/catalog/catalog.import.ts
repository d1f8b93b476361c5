/**
 * The catalogue import: read every file first (a bad or missing file stops here, before the
 * database is touched), then apply the differences in ONE transaction: new careers inserted,
 * changed ones (content hash) updated with their titles, vanished ones removed. Running it twice
 * changes nothing the second time and says so.
 */
import { createHash } from 'node:crypto';
import { normalizeTitle } from '@pathscoop/engine';
import type { Database } from '../../db/database';
import { AI_EXPOSURE_COLUMN, AI_HIGH_FROM, AI_LOW_BELOW } from './ai-impact';
import type { CatalogueSource, ImportedCareer } from './catalog.model';
import {
  type CareerInsert,
  countCareers,
  deleteCareers,
  findCareerHashes,
  insertCareers,
  listJobZones,
  lockCatalogue,
  replaceTitles,
  setMeta,
  type TitleInsert,
  updateCareer,
  upsertJobZone,
} from './catalog.repo';
import { readCatalogueSource, resolveSourcePaths, type SourcePaths } from './read-catalogue-source';

export type ImportReport = {
  release: string;
  careers: number;
  complete: number;
  titles: number;
  inserted: number;
  updated: number;
  removed: number;
  unchanged: number;
  jobZonesChanged: number;
  changed: boolean;
  aiImpact: { L: number; M: number; H: number; none: number };
  wages: { median: number; topCoded: number; broadGroup: number; none: number };
  readMs: number;
  writeMs: number;
};

type Log = (line: string) => void;

const ZONE_FIELDS = ['name', 'experience', 'education', 'training', 'examples'] as const;

function toRow(c: ImportedCareer): { row: CareerInsert; titles: TitleInsert[] } {
  const titles = c.titles
    .map((t) => ({
      career_code: c.code,
      title: t.title,
      title_norm: normalizeTitle(t.title),
      kind: t.kind,
      sources: t.sources,
    }))
    .filter((t) => t.title_norm);
  const body = {
    code: c.code,
    title: c.title,
    description: c.description,
    job_zone: c.jobZone,
    interests: JSON.stringify(c.interests),
    high_point: JSON.stringify(c.highPoint),
    skills: JSON.stringify(c.skills),
    work_styles: JSON.stringify(c.workStyles),
    work_values: JSON.stringify(c.workValues),
    typical_education: c.typicalEducation,
    median_wage: c.medianWage,
    median_wage_note: c.medianWageNote,
    ai_exposure: c.aiExposure,
    ai_impact: c.aiImpact,
    related: JSON.stringify(c.related),
    tasks: JSON.stringify(c.tasks),
    hot_technologies: JSON.stringify(c.hotTechnologies),
    complete: c.complete,
  };
  const content_hash = createHash('sha256')
    .update(JSON.stringify([body, titles]))
    .digest('hex');
  return { row: { ...body, content_hash }, titles };
}

const pct = (n: number, of: number) => `${Math.round((100 * n) / Math.max(1, of))}%`;

/** Writes `source` into the database (one transaction). */
export async function applyCatalogue(
  db: Database,
  source: CatalogueSource,
  log: Log = () => {},
): Promise<ImportReport> {
  const t0 = performance.now();
  const prepared = source.careers.map(toRow);
  const counts = { inserted: 0, updated: 0, removed: 0, unchanged: 0, jobZonesChanged: 0 };
  await db.transaction().execute(async (trx) => {
    await lockCatalogue(trx);
    const existing = await findCareerHashes(trx);
    const fresh = prepared.filter((p) => !existing.has(p.row.code));
    const changed = prepared.filter(
      (p) => existing.has(p.row.code) && existing.get(p.row.code) !== p.row.content_hash,
    );
    const incoming = new Set(prepared.map((p) => p.row.code));
    const gone = [...existing.keys()].filter((code) => !incoming.has(code));
    counts.inserted = fresh.length;
    counts.updated = changed.length;
    counts.removed = gone.length;
    counts.unchanged = prepared.length - fresh.length - changed.length;

    const zones = new Map((await listJobZones(trx)).map((z) => [z.zone, z]));
    for (const z of source.jobZones) {
      const prev = zones.get(z.zone);
      if (prev && ZONE_FIELDS.every((f) => prev[f] === z[f])) continue;
      await upsertJobZone(trx, z);
      counts.jobZonesChanged++;
    }
    if (!fresh.length && !changed.length && !gone.length && !counts.jobZonesChanged) return;

    await deleteCareers(trx, gone);
    await insertCareers(
      trx,
      fresh.map((p) => p.row),
    );
    for (const p of changed) await updateCareer(trx, p.row);
    const touched = [...fresh, ...changed];
    await replaceTitles(
      trx,
      touched.map((p) => p.row.code),
      touched.flatMap((p) => p.titles),
    );
    const version = createHash('sha256')
      .update(prepared.map((p) => p.row.content_hash).join(''))
      .update(JSON.stringify(source.jobZones))
      .digest('hex')
      .slice(0, 16);
    await setMeta(trx, 'release', source.release);
    await setMeta(trx, 'version', version);
    await setMeta(trx, 'imported_at', new Date().toISOString());
  });
  const totals = await countCareers(db);
  const complete = source.careers.filter((c) => c.complete);
  const report: ImportReport = {
    release: source.release,
    careers: totals.total,
    complete: totals.complete,
    titles: totals.titles,
    ...counts,
    changed: counts.inserted + counts.updated + counts.removed + counts.jobZonesChanged > 0,
    aiImpact: {
      L: complete.filter((c) => c.aiImpact === 'L').length,
      M: complete.filter((c) => c.aiImpact === 'M').length,
      H: complete.filter((c) => c.aiImpact === 'H').length,
      none: complete.filter((c) => !c.aiImpact).length,
    },
    wages: {
      median: complete.filter((c) => c.medianWage !== null).length,
      topCoded: complete.filter((c) => c.medianWageNote === 'top_coded').length,
      broadGroup: complete.filter((c) => c.medianWageNote === 'broad_group').length,
      none: complete.filter((c) => c.medianWage === null).length,
    },
    readMs: 0,
    writeMs: performance.now() - t0,
  };
  const a = report.aiImpact;
  const n = complete.length;
  log(
    `AI impact of the ${n} complete careers (${AI_EXPOSURE_COLUMN}: Low < ${AI_LOW_BELOW} ≤ Moderate < ${AI_HIGH_FROM} ≤ High): ` +
      `Low ${a.L} (${pct(a.L, n)}), Moderate ${a.M} (${pct(a.M, n)}), High ${a.H} (${pct(a.H, n)}), no score ${a.none}`,
  );
  const w = report.wages;
  log(
    `Median wages (BLS OEWS): ${w.median} of ${n} complete careers (${w.topCoded} top-coded "#" stored as $208,000+, ` +
      `${w.broadGroup} from the SOC broad group), ${w.none} without a wage`,
  );
  if (report.changed)
    log(
      `Catalogue updated in ${(report.writeMs / 1000).toFixed(1)} s: ${counts.inserted} inserted, ${counts.updated} updated, ` +
        `${counts.removed} removed, ${counts.unchanged} unchanged${counts.jobZonesChanged ? `, ${counts.jobZonesChanged} Job Zones written` : ''}.`,
    );
  else log(`Catalogue unchanged: all ${report.careers} careers are already up to date; nothing was written.`);
  log(
    `Careers with a complete profile: ${report.complete} of ${report.careers} (${report.titles} searchable titles).`,
  );
  return report;
}

/** Reads the reference files and applies them. Throws CatalogFileError (file + line) on bad input. */
export async function importCatalogue(
  db: Database,
  paths: SourcePaths,
  log: Log = () => {},
): Promise<ImportReport> {
  const p = resolveSourcePaths(paths);
  log(`Reading O*NET from ${p.onetDir}, wages from ${p.blsDir}, AI exposure from ${p.aiDir} …`);
  const t0 = performance.now();
  const source = readCatalogueSource(p);
  const readMs = performance.now() - t0;
  log(
    `Read ${source.release}: ${source.careers.length} occupations, ${source.careers.filter((c) => c.complete).length} with a complete profile (${(readMs / 1000).toFixed(1)} s).`,
  );
  const report = await applyCatalogue(db, source, log);
  return { ...report, readMs };
}
