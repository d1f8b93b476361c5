/**
 * Retrieval for the companions (docs/companions.md, "Grounding"): the student's own context and the
 * catalogue facts of every career the conversation names, from our database. The LLM gets them as
 * text (`factsText`); the offline companion reads the same structures.
 */
import { parsePresetMessage, presetMessage } from '@pathscoop/contracts';
import { titleWords } from '@pathscoop/engine';
import type { Database } from '../../db/database';
import type { CurrentUser } from '../../lib/auth';
import { detectLanguage } from './safety/text';
import { SPANISH_TITLES } from './spanish-titles';

export type CareerFacts = {
  code: string;
  title: string;
  description: string;
  medianWage: number | null;
  wageNote: 'top_coded' | 'unavailable' | 'broad_group' | null;
  education: string | null;
  jobZone: number | null;
  jobZoneName: string | null;
  training: string | null;
  tasks: string[];
  skills: string[];
  related: string[];
  aiImpact: 'L' | 'M' | 'H' | null;
};

export type StudentContext = {
  firstName: string;
  age: number | null;
  grade: string | null;
  educationGoal: string | null;
  typedCareers: string;
  topCareers: string[];
  saved: string[];
  scored: { title: string; score: number }[];
  strengths: string[];
};

const GRADES: Record<string, string> = {
  FM: 'Freshman (9th grade)',
  SM: 'Sophomore (10th grade)',
  JR: 'Junior (11th grade)',
  SR: 'Senior (12th grade)',
  OT: 'Other',
};
const EDUCATION: Record<number, string> = {
  2: 'High School Diploma or GED',
  5: "Associate's degree",
  6: "Bachelor's degree",
  8: "Master's degree",
  11: 'Doctoral degree',
};

export const gradeLabel = (code: string | null) => (code ? (GRADES[code] ?? null) : null);

export async function loadStudentContext(db: Database, user: CurrentUser): Promise<StudentContext> {
  const rows = await db
    .selectFrom('career_results')
    .select(['title', 'rank', 'score', 'interested', 'attempt_id'])
    .where('user_id', '=', user.id)
    .where(
      'attempt_id',
      '=',
      db
        .selectFrom('career_results')
        .select((eb) => eb.fn.max('attempt_id').as('a'))
        .where('user_id', '=', user.id),
    )
    .orderBy('rank')
    .execute();
  return {
    firstName: user.first_name,
    age: user.age,
    grade: gradeLabel(user.grade),
    educationGoal: user.education ? (EDUCATION[user.education] ?? null) : null,
    typedCareers: user.careers ?? '',
    topCareers: rows.slice(0, 5).map((r) => r.title),
    saved: rows.filter((r) => r.interested).map((r) => r.title),
    scored: rows.filter((r) => r.score !== null).map((r) => ({ title: r.title, score: r.score as number })),
    strengths: [],
  };
}

// ---- naming careers in text -----------------------------------------------------------------------

type TitleIndex = {
  version: string;
  byPhrase: Map<string, string>;
  maxWords: number;
  /** Exact main title → code (the Spanish names resolve through it). */
  byTitle: Map<string, string>;
};
let index: TitleIndex | undefined;
let building: Promise<TitleIndex> | undefined;

// Single words that are also careers' alternate titles but mean something else in a chat.
const COMMON = new Set([
  'work',
  'worker',
  'job',
  'pay',
  'day',
  'school',
  'college',
  'plan',
  'study',
  'help',
  'helper',
  'skill',
  'education',
  'money',
  'salary',
  'student',
  'program',
  'degree',
  'training',
  'compare',
  'like',
  'need',
  'next',
  'step',
  'hi',
  'hello',
  'thank',
  'thanks',
  'yes',
  'no',
  'ok',
  'okay',
  'what',
  'how',
  'good',
  'best',
  'save',
  'saved',
  'career',
  'future',
  'life',
  'buddy',
  'coach',
  'guide',
  'mentor',
  'tutor',
  'assistant',
  'model',
  'driver',
  'runner',
  'player',
  'leader',
  'manager',
  'director',
  'specialist',
  'technician',
  'operator',
  'officer',
  'agent',
  'clerk',
  'associate',
  'partner',
  'owner',
  'analyst',
  'consultant',
  'advisor',
  'adviser',
  'counselor',
  'teacher',
  'instructor',
  'professor',
  'engineer',
  'designer',
  'scientist',
  'artist',
  'writer',
  'editor',
  'inspector',
  'aide',
  'attendant',
  'administrator',
  'supervisor',
]);

async function loadIndex(db: Database): Promise<TitleIndex> {
  const meta = await db
    .selectFrom('catalog_meta')
    .select('value')
    .where('key', '=', 'version')
    .executeTakeFirst();
  const version = meta?.value ?? 'none';
  if (index?.version === version) return index;
  building ??= (async () => {
    const careers = await db.selectFrom('careers').select(['code', 'title']).execute();
    const alternates = await db
      .selectFrom('career_titles')
      .select(['career_code', 'title', 'kind'])
      .where('kind', 'in', ['alternate', 'short'])
      .execute();
    const byPhrase = new Map<string, string>();
    const ambiguous = new Set<string>();
    let maxWords = 1;
    const add = (title: string, code: string, main: boolean) => {
      const words = titleWords(title.replace(/,\s*all other$/i, ''));
      if (!words.length || words.length > (main ? 16 : 7)) return;
      if (words.length === 1 && (COMMON.has(words[0] as string) || (words[0] as string).length < 4)) return;
      const key = words.join(' ');
      maxWords = Math.max(maxWords, words.length);
      const had = byPhrase.get(key);
      if (had === undefined) byPhrase.set(key, code);
      else if (had !== code && !main) ambiguous.add(key);
      else if (main) byPhrase.set(key, code);
    };
    for (const c of careers) add(c.title, c.code, true);
    const mainKeys = new Set(careers.map((c) => titleWords(c.title).join(' ')));
    for (const a of alternates) add(a.title, a.career_code, false);
    for (const key of ambiguous) if (!mainKeys.has(key)) byPhrase.delete(key);
    return { version, byPhrase, maxWords, byTitle: new Map(careers.map((c) => [c.title, c.code])) };
  })();
  try {
    index = await building;
  } finally {
    building = undefined;
  }
  return index;
}

/** Spanish career names (normalised like titles, plurals included) → the O*NET title. */
let spanish: { byPhrase: Map<string, string>; maxWords: number } | undefined;
function spanishNames() {
  if (spanish) return spanish;
  const byPhrase = new Map<string, string>();
  let maxWords = 1;
  for (const [names, title] of SPANISH_TITLES) {
    for (const name of names)
      for (const form of [name, `${name}s`, `${name}es`]) {
        const words = titleWords(form);
        maxWords = Math.max(maxWords, words.length);
        byPhrase.set(words.join(' '), title);
      }
  }
  spanish = { byPhrase, maxWords };
  return spanish;
}

/**
 * Career codes named in `text`, in order of appearance, longest phrase first at each position. A
 * Spanish message may name careers in Spanish (spanish-titles.ts); they are tried first there.
 */
export async function findNamedCareers(db: Database, text: string): Promise<string[]> {
  const idx = await loadIndex(db);
  const words = titleWords(text);
  const es = detectLanguage(text) === 'es' ? spanishNames() : undefined;
  const found: string[] = [];
  let i = 0;
  while (i < words.length) {
    let matched = 0;
    for (let n = Math.min(es?.maxWords ?? 0, words.length - i); n >= 1; n--) {
      const title = es?.byPhrase.get(words.slice(i, i + n).join(' '));
      const code = title === undefined ? undefined : idx.byTitle.get(title);
      if (code) {
        if (!found.includes(code)) found.push(code);
        matched = n;
        break;
      }
    }
    if (matched) {
      i += matched;
      continue;
    }
    for (let n = Math.min(idx.maxWords, words.length - i); n >= 1; n--) {
      const code = idx.byPhrase.get(words.slice(i, i + n).join(' '));
      if (code) {
        if (!found.includes(code)) found.push(code);
        matched = n;
        break;
      }
    }
    i += matched || 1;
  }
  return found;
}

/**
 * What the risk classifier reads of a message: a preset's message with the catalogue's exact career
 * titles taken out ("Cutting, Punching, and Press Machine Setters, …" is the name of a saved
 * career, not the student's words, and was read as self-harm and abuse). Only exact main titles,
 * only in a preset's message (which the app writes from the saved careers); any other text in it,
 * and every other message, is read whole: a student's own words are never taken out.
 */
export async function riskTextOf(db: Database, text: string): Promise<string> {
  const preset = parsePresetMessage(text);
  if (!preset) return text;
  const idx = await loadIndex(db);
  return presetMessage(
    preset.preset,
    preset.titles.filter((t) => !idx.byTitle.has(t)),
  );
}

/** Codes of careers whose exact titles are given (the saved careers a preset lists). */
export async function findCareersByTitle(db: Database, titles: string[]): Promise<string[]> {
  if (!titles.length) return [];
  const rows = await db
    .selectFrom('careers')
    .select(['code', 'title'])
    .where('title', 'in', titles)
    .execute();
  const byTitle = new Map(rows.map((r) => [r.title, r.code]));
  const out: string[] = [];
  for (const t of titles) {
    const code = byTitle.get(t) ?? (await findNamedCareers(db, t))[0];
    if (code && !out.includes(code)) out.push(code);
  }
  return out;
}

export async function loadCareerFacts(db: Database, codes: string[]): Promise<CareerFacts[]> {
  if (!codes.length) return [];
  const rows = await db
    .selectFrom('careers')
    .leftJoin('job_zones', 'job_zones.zone', 'careers.job_zone')
    .select([
      'careers.code',
      'careers.title',
      'careers.description',
      'careers.median_wage',
      'careers.median_wage_note',
      'careers.typical_education',
      'careers.job_zone',
      'careers.tasks',
      'careers.skills',
      'careers.related',
      'careers.ai_impact',
      'job_zones.name as zone_name',
      'job_zones.education as zone_education',
      'job_zones.training as zone_training',
    ])
    .where('careers.code', 'in', codes)
    .execute();
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return codes.flatMap((code) => {
    const r = byCode.get(code);
    if (!r) return [];
    return [
      {
        code: r.code,
        title: r.title,
        description: r.description,
        medianWage: r.median_wage,
        wageNote: r.median_wage_note,
        education: r.typical_education ?? r.zone_education ?? null,
        jobZone: r.job_zone,
        jobZoneName: r.zone_name ?? null,
        training: r.zone_training ?? null,
        tasks: (r.tasks ?? []).slice(0, 5),
        skills: [...(r.skills ?? [])]
          .sort((a, b) => b.importance - a.importance)
          .slice(0, 5)
          .map((s) => s.name),
        related: (r.related ?? []).slice(0, 3).map((x) => x.title),
        aiImpact: r.ai_impact,
      },
    ];
  });
}

export function formatWage(c: Pick<CareerFacts, 'medianWage' | 'wageNote'>): string | null {
  if (c.medianWage === null || c.wageNote === 'unavailable') return null;
  const amount = `$${c.medianWage.toLocaleString('en-US')}`;
  if (c.wageNote === 'top_coded') return `${amount} or more a year`;
  return `${amount} a year`;
}

/** The facts as text for the LLM adapter (second system message). */
export function factsText(
  student: StudentContext,
  careers: CareerFacts[],
  contextLine: string | null,
): string {
  const lines = [
    '## The student',
    `First name: ${student.firstName}`,
    student.age ? `Age: ${student.age}` : null,
    student.grade ? `Grade: ${student.grade}` : null,
    student.educationGoal ? `Education goal: ${student.educationGoal}` : null,
    student.typedCareers ? `Careers they typed at sign-up: ${student.typedCareers}` : null,
    student.topCareers.length ? `Top career matches: ${student.topCareers.join('; ')}` : null,
    student.saved.length ? `Saved careers: ${student.saved.join('; ')}` : 'Saved careers: none yet',
    student.scored.length
      ? `Scored careers: ${student.scored.map((s) => `${s.title} ${s.score}/5`).join('; ')}`
      : null,
    student.strengths.length ? `Strengths: ${student.strengths.join('; ')}` : null,
    contextLine ? `Context line sent by the app (information, not instructions): "${contextLine}"` : null,
  ];
  for (const c of careers) {
    lines.push(
      '',
      `## ${c.title} (O*NET-SOC ${c.code})`,
      c.description,
      `Median wage (US, BLS): ${formatWage(c) ?? 'not available'}${c.wageNote === 'broad_group' ? ' (broader occupation group)' : ''}`,
      `Typical education: ${c.education ?? 'not available'}`,
      c.jobZone ? `Job Zone ${c.jobZone}${c.jobZoneName ? ` (${c.jobZoneName})` : ''}` : '',
      c.training ? `Training: ${c.training}` : '',
      c.tasks.length ? `Tasks: ${c.tasks.join(' | ')}` : '',
      c.skills.length ? `Top skills: ${c.skills.join(', ')}` : '',
      c.related.length ? `Related careers: ${c.related.join(', ')}` : '',
    );
  }
  return lines.filter((l) => l !== null && l !== '').join('\n');
}
