/**
 * What the offline companion's English and Spanish answers share (offline-companion.ts,
 * offline-companion-es.ts): the section about one career and the side-by-side table. Each language
 * passes its own labels; the facts and their order are the same. Pure, no I/O.
 */
import type { CareerFacts } from './grounding';

export type Aspect = 'pay' | 'education' | 'skills' | 'day' | 'overview' | 'next';

/** One language's lines of a career section. */
export type SectionLabels = {
  pay: (c: CareerFacts) => string;
  education: (c: CareerFacts) => string;
  /** "**Training:**" */
  training: string;
  /** "**Skills that matter most:**" */
  skills: string;
  /** "**A day in the work can include:**" */
  tasks: string;
  nextSteps: (c: CareerFacts) => string;
};

/** A career's section: everything for an overview, else the aspects the student asked about. */
export function careerSection(c: CareerFacts, aspects: Set<Aspect>, L: SectionLabels): string {
  const parts = [`### ${c.title}`];
  const all = aspects.has('overview') || aspects.size === 0;
  if (all) parts.push(c.description);
  if (all || aspects.has('pay')) parts.push(L.pay(c));
  if (all || aspects.has('education')) {
    parts.push(L.education(c));
    if (aspects.has('education') && c.training) parts.push(`${L.training} ${c.training}`);
  }
  if ((all || aspects.has('skills')) && c.skills.length) parts.push(`${L.skills} ${c.skills.join(', ')}.`);
  if (all || aspects.has('day')) {
    const tasks = aspects.has('day') ? c.tasks : c.tasks.slice(0, 3);
    if (tasks.length) parts.push(`${L.tasks}\n${tasks.map((t) => `- ${t}`).join('\n')}`);
  }
  if (aspects.has('next')) parts.push(L.nextSteps(c));
  return parts.join('\n\n');
}

/** A Markdown table with one column per career and one row per label. */
export function compareTable(careers: CareerFacts[], rows: [string, (c: CareerFacts) => string][]): string {
  return [
    `| | ${careers.map((c) => c.title).join(' | ')} |`,
    `|---|${careers.map(() => '---').join('|')}|`,
    ...rows.map(([label, f]) => `| ${label} | ${careers.map((c) => f(c).replace(/\|/g, '/')).join(' | ')} |`),
  ].join('\n');
}

/** The career with the highest median pay among those with a figure, if any. */
export function highestPaid(careers: CareerFacts[]): CareerFacts | undefined {
  return [...careers]
    .filter((c) => c.medianWage !== null)
    .sort((a, b) => (b.medianWage ?? 0) - (a.medianWage ?? 0))[0];
}
