/**
 * Everything the catalogue import reads: the O*NET release, BLS OEWS national wages (joined on the
 * 7-character SOC code, detailed rows; `#` = at or above the survey's top, `*` = not available)
 * and the LLM-exposure scores (joined on the full O*NET-SOC code). Pure reading: no database.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AI_EXPOSURE_COLUMN, aiImpactFromExposure } from './ai-impact';
import type { CatalogueSource } from './catalog.model';
import { CatalogFileError, cell, numberCell, readCsv } from './catalog-file';
import { readOnet } from './read-onet';

export type SourcePaths = { onetDir: string; blsDir?: string; aiDir?: string };

/** BLS OEWS May 2021 top-coded annual wage: `#` means at least this much. */
export const BLS_TOP_CODED_ANNUAL = 208_000;

export function resolveSourcePaths(paths: SourcePaths): Required<SourcePaths> {
  const parent = dirname(paths.onetDir);
  return {
    onetDir: paths.onetDir,
    blsDir: paths.blsDir ?? join(parent, 'bls-oews-may2021'),
    aiDir: paths.aiDir ?? join(parent, 'ai-exposure'),
  };
}

function blsFile(dir: string): string {
  if (!existsSync(dir)) throw new CatalogFileError(dir, null, 'BLS OEWS directory not found');
  const name = readdirSync(dir).find((f) => /^national_M\d{4}_dl\.csv$/i.test(f));
  if (!name) throw new CatalogFileError(join(dir, 'national_M2021_dl.csv'), null, 'file not found');
  return join(dir, name);
}

type Wage = { median: number | null; note: 'top_coded' | 'unavailable' | null };

/** Detailed rows by SOC code, and broad-occupation rows (NN-NNN0) for occupations BLS only reports as a group. */
export type Wages = { detailed: Map<string, Wage>; broad: Map<string, Wage> };

export function readWages(dir: string): Wages {
  const t = readCsv(blsFile(dir), ['OCC_CODE', 'O_GROUP', 'A_MEDIAN']);
  const detailed = new Map<string, Wage>();
  const broad = new Map<string, Wage>();
  for (const row of t.rows) {
    const group = cell(t, row, 'O_GROUP');
    if (group !== 'detailed' && group !== 'broad') continue;
    const wages = group === 'detailed' ? detailed : broad;
    const code = cell(t, row, 'OCC_CODE');
    if (!/^\d{2}-\d{4}$/.test(code))
      throw new CatalogFileError(t.file, row.line, `"${code}" is not a SOC code`);
    const raw = cell(t, row, 'A_MEDIAN');
    if (raw === '#') wages.set(code, { median: BLS_TOP_CODED_ANNUAL, note: 'top_coded' });
    else if (raw === '*' || raw === '') wages.set(code, { median: null, note: 'unavailable' });
    else wages.set(code, { median: Math.round(numberCell(t, row, 'A_MEDIAN')!), note: null });
  }
  return { detailed, broad };
}

export function readExposure(dir: string): Map<string, number> {
  const t = readCsv(join(dir, 'occ_level.csv'), ['O*NET-SOC Code', AI_EXPOSURE_COLUMN]);
  const out = new Map<string, number>();
  for (const row of t.rows) {
    const v = numberCell(t, row, AI_EXPOSURE_COLUMN)!;
    if (v < 0 || v > 1)
      throw new CatalogFileError(t.file, row.line, `"${AI_EXPOSURE_COLUMN}" ${v} is outside 0-1`);
    out.set(cell(t, row, 'O*NET-SOC Code'), v);
  }
  return out;
}

export function readCatalogueSource(paths: SourcePaths): CatalogueSource {
  const p = resolveSourcePaths(paths);
  if (!existsSync(p.onetDir)) throw new CatalogFileError(p.onetDir, null, 'O*NET directory not found');
  const onet = readOnet(p.onetDir);
  const wages = readWages(p.blsDir);
  const exposure = readExposure(p.aiDir);
  for (const c of onet.careers) {
    const soc = c.code.slice(0, 7);
    const detailed = wages.detailed.get(soc);
    const broad = wages.broad.get(`${soc.slice(0, 6)}0`);
    const wage = detailed ?? (broad ? { ...broad, note: broad.note ?? ('broad_group' as const) } : undefined);
    c.medianWage = wage?.median ?? null;
    c.medianWageNote = wage ? wage.note : null;
    const beta = exposure.get(c.code);
    c.aiExposure = beta === undefined ? null : Math.round(beta * 1000) / 1000;
    c.aiImpact = aiImpactFromExposure(c.aiExposure);
  }
  return onet;
}
