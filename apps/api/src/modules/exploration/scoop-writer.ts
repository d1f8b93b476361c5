/**
 * The Scoop's grounded generator (docs/exploration.md): preset questions and answers written from
 * one career's own catalogue data — median wage, typical education, Job Zone, tasks, skills, work
 * values and styles, related careers, AI exposure. Pure and fast (no I/O): the offline adapter of
 * the AI text service calls it, and the LLM adapter receives the same facts as text.
 *
 * `variant` 0 is the shared answer; variants 1-4 are a student's refreshes: each takes a different
 * angle or a different slice of the facts (other tasks, other skills, another related career),
 * never the same sentences reworded.
 */
import { AI_IMPACT_LABELS, type AiImpact, type ScoopPresetKind } from '@pathscoop/contracts';

export type ScoopFacts = {
  code: string;
  title: string;
  description: string;
  medianWage: number | null;
  wageNote: 'top_coded' | 'unavailable' | 'broad_group' | null;
  typicalEducation: string | null;
  jobZone: { zone: number; name: string; education: string; experience: string; training: string } | null;
  tasks: string[];
  /** Most important first. */
  skills: string[];
  workStyles: string[];
  workValues: string[];
  hotTechnologies: string[];
  related: { title: string; medianWage: number | null; typicalEducation: string | null }[];
  aiImpact: AiImpact | null;
  aiExposure: number | null;
};

/** A preset as the writer needs it: `kind` picks a dedicated template; null (a custom preset) the generic one. */
export type ScoopPreset = { ordering: number; question: string; kind: ScoopPresetKind | null };

/**
 * The six presets seeded by migration 0190 (the questions now live in `scoop_presets`, edited in
 * the back office); ordering 5 is the AI-impact question (spec part 2 §9).
 */
export const SCOOP_PRESETS: readonly ScoopPreset[] = [
  { ordering: 1, kind: 'day', question: 'What does a day in this work look like?' },
  { ordering: 2, kind: 'pay', question: 'How much does it pay?' },
  { ordering: 3, kind: 'path', question: 'How do I get there from high school?' },
  { ordering: 4, kind: 'likes', question: 'What do people like about it, and what is hard?' },
  { ordering: 5, kind: 'ai', question: 'How will AI change this career?' },
  { ordering: 6, kind: 'outlook', question: 'What is the outlook, and where can it lead?' },
];

/** BLS OEWS, May 2021 (the wage release the catalogue imports): median annual wage, all US occupations. */
export const ALL_OCCUPATIONS_MEDIAN_WAGE = 45_760;

const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const lower = (s: string) => (s ? s[0]?.toLowerCase() + s.slice(1) : s);
/** Catalogue names (skills, styles, values, education levels) are Title Case: lower-case all of it. */
const lc = (s: string) => s.toLowerCase();
const trimDot = (s: string) => s.replace(/\.\s*$/, '');

/**
 * Issue 24 #18: O*NET's Job Zone texts are general boilerplate ("For example, a person can become a
 * waiter or waitress even if he/she has never worked before."); answers use these plain summaries
 * of the same levels instead of pasting them.
 */
export const ZONE_PLAIN: Record<number, { education: string; experience: string; training: string }> = {
  1: {
    education: 'a high school diploma or GED, sometimes less',
    experience: 'little or no previous work experience is needed',
    training: 'a few days to a few months of training on the job',
  },
  2: {
    education: 'a high school diploma',
    experience: 'some previous work experience helps',
    training: 'a few months to a year of training with experienced workers',
  },
  3: {
    education: "vocational school, an apprenticeship or an associate's degree",
    experience: 'a year or two of related work experience is usual',
    training: 'one or two years of training on the job',
  },
  4: {
    education: "a bachelor's degree",
    experience: 'several years of related work experience is usual',
    training: 'several years of work-related experience and training',
  },
  5: {
    education: "a graduate degree (a master's, a doctorate, a medical or a law degree)",
    experience: 'many years of related experience is usual',
    training: 'some training on the job on top of long preparation',
  },
};
const plainZone = (zone: number) => ZONE_PLAIN[zone] ?? ZONE_PLAIN[3]!;

function pick<T>(items: readonly T[], start: number, count: number): T[] {
  if (!items.length) return [];
  const out: T[] = [];
  for (let i = 0; i < Math.min(count, items.length); i++) out.push(items[(start + i) % items.length] as T);
  return out;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function wagePhrase(f: ScoopFacts): string | null {
  if (f.medianWage === null) return null;
  if (f.wageNote === 'top_coded') return `at least ${money(f.medianWage)} a year`;
  return `${money(f.medianWage)} a year`;
}

function education(f: ScoopFacts): string {
  if (f.typicalEducation) return f.typicalEducation;
  if (f.jobZone) return plainZone(f.jobZone.zone).education;
  return 'training on the job';
}

function dayAnswer(f: ScoopFacts, v: number): string {
  const tasks = pick(f.tasks, v * 3, 3).map(trimDot);
  const skill = f.skills[v % Math.max(1, f.skills.length)];
  const openers = [
    `A day as one of the **${f.title}** is built around real tasks.`,
    `Picture a shift in the life of **${f.title}**.`,
    `Here is another slice of the work of **${f.title}**.`,
    `What keeps **${f.title}** busy changes from day to day.`,
    `Ask someone working as one of the **${f.title}** what they did today and you might hear this.`,
  ];
  const lines = [openers[v % openers.length] as string];
  if (tasks.length) {
    lines.push('', ...tasks.map((t) => `- ${t}.`));
  } else {
    lines.push('', `${trimDot(f.description)}.`);
  }
  if (skill) lines.push('', `Most of it leans on **${lc(skill)}**, the skill O*NET rates as central here.`);
  return lines.join('\n');
}

function payAnswer(f: ScoopFacts, v: number): string {
  const wage = wagePhrase(f);
  if (!wage || f.medianWage === null) {
    return `Government wage surveys do not publish a median wage for **${f.title}**, so we will not guess one. The typical way in is ${lc(education(f))}; ask a school counselor or a professional in the field what people earn where you live.`;
  }
  const w = f.medianWage;
  const angle = v % 5;
  const base = `The median pay for **${f.title}** is **${wage}** (half earn more, half less).`;
  if (angle === 0) {
    return `${base} That is about ${money(w / 2080)} an hour for a full-time year. The usual way in is ${lc(education(f))}.`;
  }
  if (angle === 1) {
    const diff = w - ALL_OCCUPATIONS_MEDIAN_WAGE;
    const cmp = diff >= 0 ? `${money(diff)} more than` : `${money(-diff)} less than`;
    return `${base} Compared with the median for all US jobs (${money(ALL_OCCUPATIONS_MEDIAN_WAGE)}), that is ${cmp} the typical worker earns.`;
  }
  if (angle === 2) {
    return `Before taxes, **${wage}** works out to roughly ${money(w / 12)} a month for **${f.title}** at the median. Starting pay is usually lower and rises with experience${f.jobZone ? ` (${plainZone(f.jobZone.zone).experience})` : ''}.`;
  }
  if (angle === 3) {
    const other = f.related.find((r) => r.medianWage !== null);
    if (other?.medianWage) {
      // Issue 24 #18: equal (or nearly equal) medians are said to be about the same, never "lower".
      const gap = other.medianWage - w;
      const effect =
        Math.abs(gap) < w * 0.03
          ? 'pays about the same, so moving between them would not change your pay much'
          : gap > 0
            ? `pays ${money(gap)} more at the median, so moving into it can raise your pay`
            : `pays ${money(-gap)} less at the median, so moving into it may lower your pay`;
      return `${base} A related career, ${other.title}, has a median of ${money(other.medianWage)}: it ${effect}.`;
    }
    return `${base} Pay grows as you get better at ${lc(f.skills[0] ?? 'the core skills')} and take on more responsibility.`;
  }
  const skills = pick(f.skills, 1, 2).map(lc);
  return `${base} People who earn above the median usually have more experience and stand out in ${skills.length ? list(skills) : 'the core skills'}.`;
}

function pathAnswer(f: ScoopFacts, v: number): string {
  const edu = lc(education(f));
  const zone = f.jobZone;
  const skills = pick(f.skills, v * 2, 2).map(lc);
  const tech = f.hotTechnologies[v % Math.max(1, f.hotTechnologies.length)];
  const task = f.tasks[(v + 2) % Math.max(1, f.tasks.length)];
  const zoneLine = zone ? ` O*NET puts it in Job Zone ${zone.zone} (${zone.name}).` : '';
  switch (v % 5) {
    case 0:
      return [
        `The road to **${f.title}** from high school:`,
        '',
        `1. Practise **${skills.length ? list(skills) : 'the basics of the work'}** in classes, clubs or a part-time job.`,
        `2. Plan for **${edu}**, the typical education for this career.`,
        zone
          ? `3. Expect ${plainZone(zone.zone).training}.`
          : '3. Ask someone in the work which route they took.',
        '',
        zoneLine.trim(),
      ].join('\n');
    case 1:
      return `Start with the entry ticket: most **${f.title}** have **${edu}**. While you are still in school, get comfortable with ${tech ?? 'the tools of the trade'}${tech ? ', a tool employers in this field ask for' : ''}, and look for a summer job or volunteering that puts you near the work.${zoneLine}`;
    case 2:
      return `Think in years. Now: take the classes that train **${skills.length ? list(skills) : 'the core skills'}**. After graduation: **${edu}**. Then: ${zone ? plainZone(zone.zone).experience : 'learn on the job from experienced people'}. That is the usual way to become one of the **${f.title}**.`;
    case 3: {
      const near = f.related.find((r) => r.typicalEducation && r.typicalEducation !== f.typicalEducation);
      return near
        ? `Compare the routes: **${f.title}** usually start with **${edu}**, while ${near.title} usually start with ${lc(near.typicalEducation as string)}. Some people begin in one and move to the other.${zoneLine}`
        : `No shortcuts here: **${f.title}** usually start with **${edu}**. A school counselor can help you map the classes for it, and a job shadow day shows you the real work.${zoneLine}`;
    }
    default:
      return `Try it before you commit. Ask to shadow one of the **${f.title}** for a day and watch a task like "${lower(trimDot(task ?? f.description))}". If you still like it, aim for **${edu}**${zone ? ` and expect ${plainZone(zone.zone).training}` : ''}.`;
  }
}

function likesAnswer(f: ScoopFacts, v: number): string {
  const values = f.workValues.map(lc);
  const styles = f.workStyles.map(lc);
  const task = (k: number) => f.tasks[k % Math.max(1, f.tasks.length)];
  const skill = (k: number) => lc(f.skills[k % Math.max(1, f.skills.length)] ?? 'the core skills');
  switch (v % 5) {
    case 0:
      return `People who choose **${f.title}** tend to value ${list(values.slice(0, 2)) || 'the work itself'}: the work offers those.\n\nThe hard part: it asks for ${list(styles.slice(0, 2)) || 'steady effort'} every day, even on long or stressful shifts.`;
    case 1: {
      const good = task(0);
      const hard = task(3);
      return `What people like: real results you can point to, like "${lower(trimDot(good ?? f.description))}".\n\nWhat is hard: ${hard ? `tasks such as "${lower(trimDot(hard))}" have to be right every time` : 'the pace can be tiring'}, and ${skill(0)} at a high level takes years to master.`;
    }
    case 2:
      return `If ${values[values.length - 1] ?? 'variety'} matters to you, **${f.title}** can give you that. The flip side: employers expect ${styles[2] ?? styles[0] ?? 'reliability'}, and the skill that takes the longest to build is ${skill(2)}.`;
    case 3:
      return `Ask people in this work what keeps them going and many talk about ${values[1] ?? values[0] ?? 'the work itself'}. Ask what wears them out and you hear about moments that test their ${styles[3] ?? styles[1] ?? 'patience'}: for **${f.title}** that might be a day when they must ${lower(trimDot(task(5) ?? 'juggle many jobs at once'))}.`;
    default:
      return `A reality check for **${f.title}**: the work suits people strong in ${skill(4)} and ${styles[4] ?? styles[0] ?? 'persistence'}. If those sound like you, the parts people enjoy — ${values[2] ?? values[0] ?? 'the variety'} and tasks like "${lower(trimDot(task(7) ?? f.description))}" — will outweigh the hard days.`;
  }
}

const IMPACT_TEXT: Record<AiImpact, string[]> = {
  L: [
    'nothing much changes: most of the work needs hands, judgement or presence that AI tools do not replace',
    'AI mostly helps around the edges, with paperwork and scheduling, while the core of the job stays human',
    'the day-to-day work will look much the same in ten years; the tools around it get smarter',
    'this is one of the careers least touched by AI, because so much of it happens in person',
    'AI may speed up the notes and the planning, but someone still has to do the work itself',
  ],
  M: [
    'AI takes over part of the tasks, so people in this job spend more time on the parts that need them',
    'some tasks get faster with AI tools, and knowing how to use them well becomes part of the job',
    'expect a mix: AI drafts, sorts and checks, while people decide, explain and handle the unusual cases',
    'people who learn the AI tools early will have an edge, but the job itself is not going away',
    'the routine parts shrink, and the parts that need judgement and people skills grow',
  ],
  H: [
    'AI can already do or speed up many of the tasks, so the job is changing quickly',
    'people who combine this work with AI tools, and check what those tools produce, will stand out',
    'some of the entry-level tasks may be automated, so building judgement and people skills matters more',
    'the job will likely shift from doing every task by hand to directing and reviewing AI-assisted work',
    'plan to keep learning: the tools in this field will change several times during a career',
  ],
};

function aiAnswer(f: ScoopFacts, v: number): string {
  if (!f.aiImpact) {
    return `We do not have a research estimate of AI exposure for **${f.title}** yet, so we will not guess. Watch how the tools used in this work change over the next few years.`;
  }
  const label = AI_IMPACT_LABELS[f.aiImpact];
  const text = IMPACT_TEXT[f.aiImpact][v % 5];
  const task = f.tasks[(v * 3) % Math.max(1, f.tasks.length)];
  const share =
    f.aiExposure === null
      ? ''
      : `Researchers estimate that about ${Math.round(f.aiExposure * 100)}% of its tasks could be done much faster with AI.`;
  const extras = [
    share,
    task ? `A task like "${lower(trimDot(task))}" shows where people still matter.` : share,
    f.skills[1] ? `Skills such as ${lc(f.skills[1])} stay valuable whatever the tools do.` : share,
    f.hotTechnologies[0]
      ? `Tools already in use here include ${list(pick(f.hotTechnologies, v, 2))}.`
      : share,
    f.related[0]
      ? `If the work changes, related careers such as ${f.related[0].title} use many of the same skills.`
      : share,
  ];
  return `**AI impact: ${label}.** For **${f.title}**, ${text}. ${extras[v % 5]}`.trim();
}

function outlookAnswer(f: ScoopFacts, v: number): string {
  const related = pick(f.related, v * 2, 3);
  const tech = pick(f.hotTechnologies, v * 2, 2);
  const outlook = 'Open Career Outlook for the latest job-growth figures.';
  const relatedLines = related.map(
    (r) =>
      `- ${r.title} (${r.medianWage ? `median ${money(r.medianWage)}` : 'median not published'}${r.typicalEducation ? `, ${lc(r.typicalEducation)}` : ''})`,
  );
  switch (v % 5) {
    case 0:
      return [
        `**${f.title}** can lead to, or sit next to, these careers:`,
        '',
        ...(relatedLines.length ? relatedLines : ['- O*NET lists no related careers for this one yet.']),
        '',
        outlook,
      ].join('\n');
    case 1:
      return tech.length
        ? `Where the work is heading: employers hiring **${f.title}** ask for tools like ${list(tech)}. Learning them keeps your options open. ${outlook}`
        : `Where the work is heading: **${f.title}** depend on ${lc(f.skills[0] ?? 'core skills')} more than on any one tool. ${outlook}`;
    case 2: {
      const better = f.related
        .filter((r) => r.medianWage && f.medianWage && r.medianWage > f.medianWage)
        .slice(0, 2);
      return better.length
        ? `A step up: people in **${f.title}** sometimes move on to ${list(better.map((r) => `${r.title} (median ${money(r.medianWage as number)})`))}. ${outlook}`
        : `**${f.title}** already pays near the top of its family of careers; growth here usually means more responsibility in the same work. ${outlook}`;
    }
    case 3:
      return f.jobZone && f.jobZone.zone < 5
        ? `Growing in this career: with more experience or training you can move from Job Zone ${f.jobZone.zone} work toward roles that need ${lc(trimDot(f.jobZone.zone < 4 ? "a bachelor's degree" : 'a graduate degree'))}. ${outlook}`
        : `Growing in this career means going deeper: specialising, teaching others or leading a team of **${f.title}**. ${outlook}`;
    default:
      return [
        `Other doors this career opens:`,
        '',
        ...(pick(f.related, v * 2 + 3, 2).map((r) => `- ${r.title}`).length
          ? pick(f.related, v * 2 + 3, 2).map((r) => `- ${r.title}`)
          : [`- teaching or training new ${f.title}`]),
        '',
        `Skills that carry over: ${list(pick(f.skills, 3, 2).map(lc))}. ${outlook}`,
      ].join('\n');
  }
}

const WRITERS: Record<ScoopPresetKind, (f: ScoopFacts, v: number) => string> = {
  day: dayAnswer,
  pay: payAnswer,
  path: pathAnswer,
  likes: likesAnswer,
  ai: aiAnswer,
  outlook: outlookAnswer,
};

/**
 * A question added in the back office has no template of its own: the offline writer answers it
 * with a short overview of the career's facts (a different slice per variant) and says plainly
 * that a fuller answer comes from the AI or a mentor. Never pretends to answer what it can't.
 */
export function genericAnswer(f: ScoopFacts, question: string, v: number): string {
  const tasks = pick(f.tasks, v * 2, 2)
    .map(trimDot)
    .map(lower);
  const skills = pick(f.skills, v, 3).map(lc);
  const pay = wagePhrase(f);
  const facts = [
    `**${f.title}**: ${trimDot(lower(f.description))}.`,
    tasks.length ? `Typical tasks include ${list(tasks)}.` : null,
    skills.length ? `The skills that matter most: ${list(skills)}.` : null,
    `Most people start with ${lc(education(f))}${pay ? `, and the median pay is ${pay}` : ''}.`,
  ].filter(Boolean);
  return [
    `You asked: "${question.trim()}" Here is what the career data says about **${f.title}**.`,
    '',
    ...facts,
    '',
    'For a fuller answer to this question, ask the Career Buddy or a mentor who works in this career.',
  ].join('\n');
}

/** The legacy orderings 1-6 (before migration 0190) name the six seeded kinds. */
const KIND_BY_ORDERING: Record<number, ScoopPresetKind> = Object.fromEntries(
  SCOOP_PRESETS.map((p) => [p.ordering, p.kind as ScoopPresetKind]),
);

/**
 * The grounded answer to a preset for this career; `variant` 0-4. A preset with a `kind` gets
 * its dedicated template (a number is read as one of the six seeded orderings); a custom preset
 * (`{ kind: null, question }`) the generic overview.
 */
export function writeScoopAnswer(
  facts: ScoopFacts,
  preset: number | ScoopPresetKind | { kind: ScoopPresetKind | null; question: string },
  variant = 0,
): string {
  const v = Math.max(0, Math.floor(variant));
  if (typeof preset === 'object' && preset.kind === null) return genericAnswer(facts, preset.question, v);
  const kind =
    typeof preset === 'number' ? KIND_BY_ORDERING[preset] : typeof preset === 'string' ? preset : preset.kind;
  const write = kind ? WRITERS[kind as ScoopPresetKind] : undefined;
  if (!write) throw new Error(`no Scoop template for ${JSON.stringify(preset)}`);
  return write(facts, v);
}

/** The same facts as text, for the LLM adapter ("use only these figures"). */
export function scoopFactsText(f: ScoopFacts): string {
  const lines = [
    `Career: ${f.title} (O*NET-SOC ${f.code})`,
    `Description: ${f.description}`,
    `Median annual wage: ${f.medianWage === null ? 'not published' : `${f.wageNote === 'top_coded' ? 'at least ' : ''}${money(f.medianWage)}`}`,
    `Typical education: ${education(f)}`,
  ];
  if (f.jobZone) lines.push(`Job Zone ${f.jobZone.zone} (${f.jobZone.name}): ${f.jobZone.training}`);
  if (f.tasks.length) lines.push(`Tasks: ${f.tasks.slice(0, 8).join(' | ')}`);
  if (f.skills.length) lines.push(`Most important skills: ${f.skills.slice(0, 6).join(', ')}`);
  if (f.workValues.length) lines.push(`Work values: ${f.workValues.join(', ')}`);
  if (f.related.length) lines.push(`Related careers: ${f.related.map((r) => r.title).join(', ')}`);
  if (f.aiImpact) lines.push(`AI impact: ${AI_IMPACT_LABELS[f.aiImpact]} (${f.aiImpact})`);
  return lines.join('\n');
}
