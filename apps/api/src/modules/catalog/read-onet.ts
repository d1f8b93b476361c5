/**
 * Reads the O*NET text release (columns by header name) into one object per occupation, plus the
 * Job Zone reference. Wages and AI exposure are joined in read-catalogue-source.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RIASEC_TYPES, type RiasecType } from '@pathscoop/engine';
import type { ImportedCareer, JobZoneInfo, TitleKind } from './catalog.model';
import { CatalogFileError, cell, numberCell, readTsv, type Table } from './catalog-file';

const CODE = 'O*NET-SOC Code';
const CODE_PATTERN = /^\d{2}-\d{4}\.\d{2}$/;
const MAX_TASKS = 8;
const MAX_HOT_TECH = 15;

export const ONET_FILES = {
  occupations: 'Occupation Data.txt',
  jobZones: 'Job Zones.txt',
  jobZoneReference: 'Job Zone Reference.txt',
  interests: 'Interests.txt',
  skills: 'Skills.txt',
  workStyles: 'Work Styles.txt',
  workValues: 'Work Values.txt',
  education: 'Education, Training, and Experience.txt',
  educationCategories: 'Education, Training, and Experience Categories.txt',
  alternateTitles: 'Alternate Titles.txt',
  reportedTitles: 'Sample of Reported Titles.txt',
  related: 'Related Occupations.txt',
  tasks: 'Task Statements.txt',
  technology: 'Technology Skills.txt',
  readMe: 'Read Me.txt',
} as const;

type Row = Table['rows'][number];

function codeOf(t: Table, row: Row, known: Map<string, ImportedCareer>): ImportedCareer | undefined {
  const code = cell(t, row, CODE);
  if (!CODE_PATTERN.test(code))
    throw new CatalogFileError(t.file, row.line, `"${code}" is not an O*NET-SOC code (NN-NNNN.NN)`);
  return known.get(code);
}

function inRange(t: Table, row: Row, column: string, lo: number, hi: number): number {
  const v = numberCell(t, row, column)!;
  if (v < lo || v > hi)
    throw new CatalogFileError(t.file, row.line, `"${column}" ${v} is outside ${lo}-${hi}`);
  return v;
}

export function readOnet(dir: string): {
  careers: ImportedCareer[];
  jobZones: JobZoneInfo[];
  release: string;
} {
  const file = (name: string) => join(dir, name);

  // Occupations.
  const occ = readTsv(file(ONET_FILES.occupations), [CODE, 'Title', 'Description']);
  const careers = new Map<string, ImportedCareer>();
  for (const row of occ.rows) {
    const code = cell(occ, row, CODE);
    if (!CODE_PATTERN.test(code))
      throw new CatalogFileError(occ.file, row.line, `"${code}" is not an O*NET-SOC code (NN-NNNN.NN)`);
    if (careers.has(code)) throw new CatalogFileError(occ.file, row.line, `duplicate occupation ${code}`);
    const title = cell(occ, row, 'Title');
    if (!title) throw new CatalogFileError(occ.file, row.line, 'empty Title');
    careers.set(code, {
      code,
      title,
      description: cell(occ, row, 'Description'),
      jobZone: null,
      interests: null,
      highPoint: [],
      skills: [],
      workStyles: [],
      workValues: [],
      typicalEducation: null,
      medianWage: null,
      medianWageNote: null,
      aiExposure: null,
      aiImpact: null,
      titles: [{ title, kind: 'title', sources: 0 }],
      related: [],
      tasks: [],
      hotTechnologies: [],
      complete: false,
    });
  }
  if (!careers.size) throw new CatalogFileError(occ.file, null, 'no occupations found');

  // Job Zones.
  const jz = readTsv(file(ONET_FILES.jobZones), [CODE, 'Job Zone']);
  for (const row of jz.rows) {
    const c = codeOf(jz, row, careers);
    if (c) c.jobZone = inRange(jz, row, 'Job Zone', 1, 5);
  }
  const jzr = readTsv(file(ONET_FILES.jobZoneReference), [
    'Job Zone',
    'Name',
    'Experience',
    'Education',
    'Job Training',
    'Examples',
  ]);
  const jobZones: JobZoneInfo[] = jzr.rows.map((row) => ({
    zone: inRange(jzr, row, 'Job Zone', 1, 5),
    name: cell(jzr, row, 'Name'),
    experience: cell(jzr, row, 'Experience'),
    education: cell(jzr, row, 'Education'),
    training: cell(jzr, row, 'Job Training'),
    examples: cell(jzr, row, 'Examples'),
  }));

  // Interests: OI levels by type name, IH high points 1..6 (0 = none).
  const it = readTsv(file(ONET_FILES.interests), [CODE, 'Element Name', 'Scale ID', 'Data Value']);
  const oi = new Map<string, Partial<Record<RiasecType, number>>>();
  const ih = new Map<string, [number, number, number]>();
  const HIGH_POINTS = [
    'First Interest High-Point',
    'Second Interest High-Point',
    'Third Interest High-Point',
  ];
  for (const row of it.rows) {
    const c = codeOf(it, row, careers);
    if (!c) continue;
    const scale = cell(it, row, 'Scale ID');
    const name = cell(it, row, 'Element Name');
    if (scale === 'OI') {
      const type = RIASEC_TYPES.find((t) => t === name);
      if (!type) throw new CatalogFileError(it.file, row.line, `unknown interest "${name}"`);
      const levels = oi.get(c.code) ?? {};
      levels[type] = inRange(it, row, 'Data Value', 1, 7);
      oi.set(c.code, levels);
    } else if (scale === 'IH') {
      const k = HIGH_POINTS.indexOf(name);
      if (k < 0) continue;
      const v = inRange(it, row, 'Data Value', 0, 6);
      const hp = ih.get(c.code) ?? [0, 0, 0];
      hp[k] = Math.round(v);
      ih.set(c.code, hp);
    }
  }
  for (const [code, levels] of oi) {
    if (RIASEC_TYPES.every((t) => levels[t] !== undefined)) {
      const c = careers.get(code)!;
      c.interests = levels as Record<RiasecType, number>;
      c.highPoint = (ih.get(code) ?? [0, 0, 0]).filter((v) => v >= 1).map((v) => RIASEC_TYPES[v - 1]);
    }
  }

  // Skills (IM 1-5, LV 0-7), work styles (IM), work values (EX).
  const sk = readTsv(file(ONET_FILES.skills), [CODE, 'Element ID', 'Element Name', 'Scale ID', 'Data Value']);
  const skills = new Map<
    string,
    Map<string, { id: string; name: string; importance: number; level: number }>
  >();
  for (const row of sk.rows) {
    const c = codeOf(sk, row, careers);
    if (!c) continue;
    const scale = cell(sk, row, 'Scale ID');
    if (scale !== 'IM' && scale !== 'LV') continue;
    const id = cell(sk, row, 'Element ID');
    const bySkill = skills.get(c.code) ?? new Map();
    skills.set(c.code, bySkill);
    const s = bySkill.get(id) ?? {
      id,
      name: cell(sk, row, 'Element Name'),
      importance: Number.NaN,
      level: Number.NaN,
    };
    if (scale === 'IM') s.importance = inRange(sk, row, 'Data Value', 1, 5);
    else s.level = inRange(sk, row, 'Data Value', 0, 7);
    bySkill.set(id, s);
  }
  for (const [code, bySkill] of skills)
    careers.get(code)!.skills = [...bySkill.values()].filter(
      (s) => !Number.isNaN(s.importance) && !Number.isNaN(s.level),
    );

  const ws = readTsv(file(ONET_FILES.workStyles), [
    CODE,
    'Element ID',
    'Element Name',
    'Scale ID',
    'Data Value',
  ]);
  for (const row of ws.rows) {
    const c = codeOf(ws, row, careers);
    if (!c || cell(ws, row, 'Scale ID') !== 'IM') continue;
    c.workStyles.push({
      id: cell(ws, row, 'Element ID'),
      name: cell(ws, row, 'Element Name'),
      importance: inRange(ws, row, 'Data Value', 1, 5),
    });
  }
  const wv = readTsv(file(ONET_FILES.workValues), [
    CODE,
    'Element ID',
    'Element Name',
    'Scale ID',
    'Data Value',
  ]);
  for (const row of wv.rows) {
    const c = codeOf(wv, row, careers);
    if (!c || cell(wv, row, 'Scale ID') !== 'EX') continue;
    c.workValues.push({
      id: cell(wv, row, 'Element ID'),
      name: cell(wv, row, 'Element Name'),
      extent: inRange(wv, row, 'Data Value', 1, 7),
    });
  }

  // Typical education: the Required Level of Education category most respondents reported.
  const cat = readTsv(file(ONET_FILES.educationCategories), ['Scale ID', 'Category', 'Category Description']);
  const rlText = new Map<number, string>();
  for (const row of cat.rows)
    if (cell(cat, row, 'Scale ID') === 'RL')
      rlText.set(
        numberCell(cat, row, 'Category')!,
        cell(cat, row, 'Category Description').split(' - ')[0].trim(),
      );
  const ed = readTsv(file(ONET_FILES.education), [CODE, 'Scale ID', 'Category', 'Data Value']);
  const bestRl = new Map<string, [number, number]>();
  for (const row of ed.rows) {
    const c = codeOf(ed, row, careers);
    if (!c || cell(ed, row, 'Scale ID') !== 'RL') continue;
    const category = numberCell(ed, row, 'Category')!;
    const share = inRange(ed, row, 'Data Value', 0, 100);
    const prev = bestRl.get(c.code);
    if (!prev || share > prev[1]) bestRl.set(c.code, [category, share]);
  }
  for (const [code, [category]] of bestRl) careers.get(code)!.typicalEducation = rlText.get(category) ?? null;

  // Titles for search and typed-career matching.
  const alt = readTsv(file(ONET_FILES.alternateTitles), [
    CODE,
    'Alternate Title',
    'Short Title',
    'Source(s)',
  ]);
  for (const row of alt.rows) {
    const c = codeOf(alt, row, careers);
    if (!c) continue;
    const sources = cell(alt, row, 'Source(s)').split(',').filter(Boolean).length;
    const title = cell(alt, row, 'Alternate Title');
    if (title) c.titles.push({ title, kind: 'alternate', sources });
    const short = cell(alt, row, 'Short Title');
    if (short) c.titles.push({ title: short, kind: 'short', sources });
  }
  const rep = readTsv(file(ONET_FILES.reportedTitles), [CODE, 'Reported Job Title', 'Shown in My Next Move']);
  for (const row of rep.rows) {
    const c = codeOf(rep, row, careers);
    const title = c && cell(rep, row, 'Reported Job Title');
    if (c && title)
      c.titles.push({
        title,
        kind: 'reported',
        sources: cell(rep, row, 'Shown in My Next Move') === 'Y' ? 2 : 1,
      });
  }
  for (const c of careers.values()) c.titles = dedupeTitles(c.titles);

  // Related occupations (O*NET order), tasks (core first), hot technologies (in demand first).
  const rel = readTsv(file(ONET_FILES.related), [
    CODE,
    'Related O*NET-SOC Code',
    'Related Title',
    'Relatedness Tier',
    'Index',
  ]);
  const related = new Map<string, { code: string; title: string; tier: string; index: number }[]>();
  for (const row of rel.rows) {
    const c = codeOf(rel, row, careers);
    if (!c) continue;
    const list = related.get(c.code) ?? [];
    list.push({
      code: cell(rel, row, 'Related O*NET-SOC Code'),
      title: cell(rel, row, 'Related Title'),
      tier: cell(rel, row, 'Relatedness Tier'),
      index: numberCell(rel, row, 'Index')!,
    });
    related.set(c.code, list);
  }
  for (const [code, list] of related)
    careers.get(code)!.related = list
      .sort((a, b) => a.index - b.index)
      .map(({ code, title, tier }) => ({ code, title, tier }));

  const tk = readTsv(file(ONET_FILES.tasks), [CODE, 'Task', 'Task Type']);
  const tasks = new Map<string, { text: string; core: boolean; line: number }[]>();
  for (const row of tk.rows) {
    const c = codeOf(tk, row, careers);
    if (!c) continue;
    const list = tasks.get(c.code) ?? [];
    list.push({ text: cell(tk, row, 'Task'), core: cell(tk, row, 'Task Type') === 'Core', line: row.line });
    tasks.set(c.code, list);
  }
  for (const [code, list] of tasks)
    careers.get(code)!.tasks = list
      .sort((a, b) => Number(b.core) - Number(a.core) || a.line - b.line)
      .slice(0, MAX_TASKS)
      .map((t) => t.text);

  const tech = readTsv(file(ONET_FILES.technology), [CODE, 'Example', 'Hot Technology', 'In Demand']);
  const hot = new Map<string, { name: string; demand: boolean }[]>();
  for (const row of tech.rows) {
    const c = codeOf(tech, row, careers);
    if (!c || cell(tech, row, 'Hot Technology') !== 'Y') continue;
    const list = hot.get(c.code) ?? [];
    const name = cell(tech, row, 'Example');
    if (!list.some((x) => x.name === name)) list.push({ name, demand: cell(tech, row, 'In Demand') === 'Y' });
    hot.set(c.code, list);
  }
  for (const [code, list] of hot)
    careers.get(code)!.hotTechnologies = list
      .sort((a, b) => Number(b.demand) - Number(a.demand))
      .slice(0, MAX_HOT_TECH)
      .map((x) => x.name);

  for (const c of careers.values()) {
    c.skills.sort((a, b) => a.id.localeCompare(b.id));
    c.workStyles.sort((a, b) => a.id.localeCompare(b.id));
    c.workValues.sort((a, b) => a.id.localeCompare(b.id));
    c.complete =
      c.interests !== null &&
      c.highPoint.length > 0 &&
      c.skills.length === 35 &&
      c.workStyles.length === 16 &&
      c.workValues.length === 6 &&
      c.jobZone !== null;
  }

  return { careers: [...careers.values()], jobZones, release: releaseName(file(ONET_FILES.readMe)) };
}

/** Keep each title once per career (the best-sourced kind). */
function dedupeTitles(titles: ImportedCareer['titles']): ImportedCareer['titles'] {
  const rank: Record<TitleKind, number> = { title: 0, alternate: 1, reported: 2, short: 3 };
  const seen = new Map<string, ImportedCareer['titles'][number]>();
  for (const t of titles) {
    const key = t.title.toLowerCase();
    const prev = seen.get(key);
    if (
      !prev ||
      rank[t.kind] < rank[prev.kind] ||
      (rank[t.kind] === rank[prev.kind] && t.sources > prev.sources)
    )
      seen.set(key, t);
  }
  return [...seen.values()];
}

/** "O*NET 29.3 Database" from the first line of Read Me.txt ('O*NET' when it is missing). */
function releaseName(path: string): string {
  if (!existsSync(path)) return 'O*NET';
  return readFileSync(path, 'utf8').split(/\r?\n/)[0].trim() || 'O*NET';
}
