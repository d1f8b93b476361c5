/**
 * The grounded offline companion (docs/companions.md): answers the presets and the common
 * questions from the retrieved facts, in Markdown, without a network. Pure: everything it knows
 * comes in `OfflineInput`; the eval (npm run ai:eval) checks its figures against the catalogue.
 */
import type { ChatPreset } from '@pathscoop/contracts';
import { titleWords } from '@pathscoop/engine';
import { type CareerFacts, formatWage, type StudentContext } from './grounding';
import { classifyIntent, replyForIntent } from './intents';
import { writeSpanishReply } from './offline-companion-es';
import {
  type Aspect,
  careerSection,
  compareTable,
  highestPaid,
  type SectionLabels,
} from './offline-companion-sections';
import { detectLanguage } from './safety/text';

export type OfflineInput = {
  focus: 'career' | 'college';
  agentName: string;
  student: StudentContext;
  /** Facts of the careers this answer is about (already chosen by the service). */
  careers: CareerFacts[];
  preset: ChatPreset | null;
  message: string;
  now: Date;
};

const has = (re: RegExp, s: string) => re.test(s);

const ASPECTS: [Aspect, RegExp][] = [
  [
    'pay',
    /\b(pay|pays|paid|salary|salaries|earn|earns|earning|money|wage|wages|income|make a year|how much)\b/i,
  ],
  [
    'education',
    /\b(education|degree|college|university|school|study|studies|train|training|certificat\w*|qualif\w*|become|license|major)\b/i,
  ],
  ['skills', /\b(skill|skills|good at|strengths?|need to know|abilities)\b/i],
  ['day', /\b(day|daily|typical|all day|tasks?|duties|work like|do at work|what do\b.*\bdo)\b/i],
  ['next', /\b(next steps?|get started|start|what should i do|how do i get|prepare|get ready|plan)\b/i],
  ['overview', /\b(what is|what's|what are|tell me about|describe|explain|about)\b/i],
];

const CAREER_WORDS =
  /\b(career|careers|job|jobs|work|working|college|school|major|degree|future|study|class|classes|subject|internship|volunteer|resume|interview|apprentice\w*|military|plan|skill|skills|strength|interest|pay|salary|earn|money|program|university|become|profession|occupation|field)\b/i;

const GREETING = /^\s*(hi|hello|hey|hiya|howdy|yo|good (morning|afternoon|evening)|greetings)\b/i;
const THANKS = /\b(thanks|thank you|thx|ty|appreciate it)\b/i;
/** A goodbye ("bye", "good night", "see you tomorrow"), in a short message. */
const FAREWELL =
  /^\s*(bye|byee|goodbye|good ?night|night|see (you|ya)|cya|ttyl|talk (to you )?later|gotta go|gtg)\b/i;
// Word tests combined in code rather than with '.*' between alternatives (linear, ReDoS-safe).
const CANNOT_DIRECT =
  /\bapply (for me|to)\b|\b(browse|search) the (web|internet)\b|\bsee my grades\b|\bwrite my (essay|application)\b/i;
const CANNOT = {
  test: (msg: string) =>
    CANNOT_DIRECT.test(msg) ||
    (/\b(book|schedule)\b/i.test(msg) && /\b(session|appointment|meeting)\b/i.test(msg)),
};

const aboutEducation = (c: CareerFacts) =>
  c.education ? `**Typical education:** ${c.education}` : '**Typical education:** I do not have this figure.';
const aboutPay = (c: CareerFacts) => {
  const w = formatWage(c);
  return w
    ? `**Median pay:** ${w} in the US${c.wageNote === 'broad_group' ? ' (figure for the broader occupation group)' : ''}, so half of workers earn more and half earn less.`
    : '**Median pay:** I do not have a wage figure for this career.';
};

const LABELS: SectionLabels = {
  pay: aboutPay,
  education: aboutEducation,
  training: '**Training:**',
  skills: '**Skills that matter most:**',
  tasks: '**A day in the work can include:**',
  nextSteps: (c) => nextSteps(c),
};

function nextSteps(c: CareerFacts): string {
  return [
    `**Next steps toward ${c.title}:**`,
    `1. Read more about the work and watch a day-in-the-life video.`,
    `2. Talk to someone who does it (a Pathscoop mentor session is a good start).`,
    `3. Pick school classes and activities that use ${c.skills.slice(0, 2).join(' and ') || 'the key skills'}.`,
    `4. Look into the education it needs: ${c.education ?? 'ask a school counselor'}.`,
  ].join('\n');
}

const IMPACT = { L: 'Low', M: 'Moderate', H: 'High' } as const;
const COMPARE_ROWS: [string, (c: CareerFacts) => string][] = [
  ['Median pay', (c) => formatWage(c) ?? 'not available'],
  ['Typical education', (c) => c.education ?? 'not available'],
  [
    'Preparation (Job Zone)',
    (c) => (c.jobZone ? `${c.jobZone}${c.jobZoneName ? `: ${c.jobZoneName}` : ''}` : 'not available'),
  ],
  ['Top skills', (c) => c.skills.slice(0, 3).join(', ') || 'not available'],
  ['Example task', (c) => c.tasks[0] ?? 'not available'],
  ['AI impact', (c) => (c.aiImpact ? IMPACT[c.aiImpact] : 'not available')],
];

function compare(input: OfflineInput): string {
  const cs = input.careers.slice(0, 4);
  if (cs.length < 2)
    return cs.length === 1
      ? `I can compare careers once you name at least two. So far I have **${cs[0]?.title}**: which other career should I put next to it?`
      : 'Tell me the two careers you want to compare (for example, "compare registered nurses and electricians") and I will put them side by side.';
  const best = highestPaid(cs);
  return [
    `Here are ${cs.map((c) => `**${c.title}**`).join(' and ')} side by side, ${input.student.firstName}:`,
    '',
    compareTable(cs, COMPARE_ROWS),
    '',
    best
      ? `Of these, **${best.title}** has the highest median pay. Pay is only one part: think about which tasks you would enjoy most.`
      : '',
    '',
    'Want me to make a step-by-step plan for one of them?',
  ].join('\n');
}

/** School-year arithmetic: the June the student graduates, from their grade. */
function graduation(grade: string | null, now: Date): { year: number; yearsLeft: number } | null {
  const left = grade?.startsWith('Freshman')
    ? 4
    : grade?.startsWith('Sophomore')
      ? 3
      : grade?.startsWith('Junior')
        ? 2
        : grade?.startsWith('Senior')
          ? 1
          : null;
  if (!left) return null;
  const firstJune = now.getUTCMonth() >= 6 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return { year: firstJune + left - 1, yearsLeft: left };
}

function actionPlan(input: OfflineInput): string {
  const cs = input.careers.slice(0, 3);
  const now = input.now;
  const month = now.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const grad = graduation(input.student.grade, now);
  const thisSummer = now.getUTCMonth() >= 8 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const target = cs.length ? cs.map((c) => c.title).join(' or ') : 'the careers you like';
  const steps = [
    `**This month (${month} ${now.getUTCFullYear()}): explore.** Read about ${target}, watch a day-in-the-life video and write down three things you would like or dislike about the work.`,
    `**Within 6 weeks: talk to a professional.** Book a mentorship session or ask a school counselor to connect you with someone in the field.`,
    `**This school year: choose classes.** Pick classes that build ${[...new Set(cs.flatMap((c) => c.skills.slice(0, 2)))].slice(0, 4).join(', ') || 'the skills these careers use'}.`,
    `**Summer ${thisSummer}: get real experience.** Volunteer, job-shadow, or join a summer program related to ${target}.`,
  ];
  if (grad) {
    if (grad.yearsLeft >= 2)
      steps.push(
        `**Fall ${grad.year - 1} (senior year): compare programs.** Shortlist programs that lead to ${target} and check application dates.`,
      );
    steps.push(
      `**By June ${grad.year} (graduation): choose your route.** Apply to the program or apprenticeship that fits.`,
    );
  } else
    steps.push(
      '**Before you finish high school: choose your route.** Apply to the program or apprenticeship that fits.',
    );
  for (const c of cs)
    steps.push(`**After high school for ${c.title}:** ${c.education ?? 'education varies'}.`);
  return [
    `Here is a step-by-step plan${input.student.grade ? ` for a ${input.student.grade.split(' (')[0].toLowerCase()}` : ''}, ${input.student.firstName}:`,
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
    'Tick off one step at a time; come back and tell me how it went.',
  ].join('\n');
}

function programsFor(c: CareerFacts): string {
  const e = (c.education ?? '').toLowerCase();
  let kinds: string;
  if (/doctor|professional degree/.test(e))
    kinds =
      "a bachelor's degree first, then a doctoral or professional program (medical, law or PhD programs)";
  else if (/master/.test(e)) kinds = "a bachelor's degree, then a master's program in the field";
  else if (/bachelor/.test(e)) kinds = "4-year bachelor's degree programs at colleges and universities";
  else if (/associate/.test(e)) kinds = '2-year associate degree programs at community or technical colleges';
  else if (/postsecondary|certificate|nondegree/.test(e))
    kinds = 'certificate programs at community colleges, technical schools or trade schools';
  else if (/high school|no formal/.test(e))
    kinds =
      'apprenticeships, on-the-job training and short certificate courses (a high school diploma is the usual start)';
  else kinds = 'programs in this field (ask a counselor which level employers expect)';
  return `### ${c.title}\n- **Education employers expect:** ${c.education ?? 'not available'}\n- **Look for:** ${kinds}\n- **Search words:** "${c.title}" program, or the field's name plus "degree" or "certificate"`;
}

function findSchools(input: OfflineInput): string {
  const cs = input.careers.slice(0, 4);
  return [
    cs.length
      ? `Here are the programs and degree types to look for, ${input.student.firstName}:`
      : 'Tell me which careers you are thinking about and I will tell you which programs to look for.',
    '',
    ...cs.map(programsFor),
    '',
    '### How to search for schools',
    "1. Use the U.S. Department of Education [College Scorecard](https://collegescorecard.ed.gov/) to find programs by field and compare cost and graduates' earnings.",
    '2. For certificates and apprenticeships, try [CareerOneStop](https://www.careeronestop.org/) and [Apprenticeship.gov](https://www.apprenticeship.gov/).',
    '3. Check that the school is accredited and look at its net price calculator.',
    '4. Visit (in person or online) and ask your school counselor about deadlines.',
    '',
    'I cannot search the web or apply for you, but I can help you compare what you find.',
  ].join('\n');
}

function greeting(input: OfflineInput): string {
  const s = input.student;
  const saved = s.saved.length ? s.saved : s.topCareers.slice(0, 3);
  return [
    `Hi ${s.firstName}! I'm ${input.agentName}. ${input.focus === 'college' ? 'I help you find the programs and schools that lead to the careers you like.' : 'I help you explore careers and plan your next steps.'}`,
    '',
    saved.length
      ? `I see you're interested in ${saved
          .slice(0, 3)
          .map((t) => `**${t}**`)
          .join(', ')}. You could ask me:`
      : 'You could ask me:',
    `- What does ${saved[0] ?? 'a registered nurse'} do all day?`,
    `- How much does ${saved[0] ?? 'an electrician'} earn, and what education does it need?`,
    '- Compare two careers side by side',
    '- Make a step-by-step plan for my next year',
  ].join('\n');
}

const cannotDo = () =>
  "I can't do that: I can't book sessions, apply to schools, see your grades or browse the web. I can explain careers, compare them, and help you plan, so you know exactly what to do next.";

const outOfScope = (input: OfflineInput) =>
  [
    `I'm ${input.agentName}, so I can only help with careers, school and planning what comes next; that question is outside what I can answer.`,
    '',
    'Try asking me what a career pays, what education it needs, or to compare two careers.',
  ].join('\n');

/** Whether `msg` contains the whole title of one of `careers` (words normalised like titles). */
function namesCareer(msg: string, careers: CareerFacts[]): boolean {
  const text = ` ${titleWords(msg).join(' ')} `;
  return careers.some((c) => {
    const title = titleWords(c.title.replace(/,\s*all other$/i, '')).join(' ');
    return title.length > 0 && text.includes(` ${title} `);
  });
}

export function writeOfflineReply(input: OfflineInput): string {
  const msg = input.message;
  if (input.preset === 'compare-careers') return compare(input);
  if (input.preset === 'start-action-plan') return actionPlan(input);
  if (input.preset === 'find-schools') return findSchools(input);
  // A question in Spanish gets its answer in Spanish (the career facts stay O*NET's English).
  if (detectLanguage(msg) === 'es' || /^\s*(¡?hola|gracias|muchas gracias|buenas)\b/i.test(msg))
    return writeSpanishReply(input);
  const words = msg.trim().split(/\s+/).length;
  if (CANNOT.test(msg)) return cannotDo();
  if (FAREWELL.test(msg) && words <= 5 && !input.careers.length)
    return `Bye, ${input.student.firstName}! Come back any time: your matches and saved careers will be here.`;
  // Issue 24 #14: classes, college cost, associate degrees, finding colleges, jokes and off-topic
  // questions get their own answer (intents.ts) instead of a career card.
  // A message that names one of the careers by its title is about that career, even when the title
  // holds an off-topic word ("Gambling and Sports Book Writers and Runners", "Music Directors").
  const intent = classifyIntent(msg);
  const byIntent =
    (intent === 'off-topic' || intent === 'joke') && namesCareer(msg, input.careers)
      ? null
      : replyForIntent(intent, input);
  if (byIntent) return byIntent;
  if (GREETING.test(msg) && words <= 6 && !input.careers.length) return greeting(input);
  if (THANKS.test(msg) && words <= 6 && !input.careers.length)
    return "You're welcome! Ask me anything else about careers, school or your plans whenever you like.";
  if (
    /\b(compare|comparison|versus|vs\.?|difference between|better)\b/i.test(msg) &&
    input.careers.length >= 1
  )
    return compare(input);
  if (/\b(action plan|step[- ]by[- ]step|plan for)\b/i.test(msg)) return actionPlan(input);
  if (
    /\b(schools?|colleges?|universit(y|ies)|programs?)\b/i.test(msg) &&
    /\b(find|look|search|which|best|good)\b/i.test(msg)
  )
    return findSchools(input);
  const aspects = new Set<Aspect>(ASPECTS.filter(([, re]) => has(re, msg)).map(([a]) => a));
  if (!input.careers.length) {
    if (!CAREER_WORDS.test(msg)) return outOfScope(input);
    return [
      `Good question, ${input.student.firstName}. Tell me which career you mean (for example "electrician" or "software developer") and I will answer with real figures for it.`,
      input.student.saved.length
        ? `\nYour saved careers: ${input.student.saved.map((t) => `**${t}**`).join(', ')}.`
        : '',
      '\nIn general: start by exploring what the work is like, talk to someone who does it, and pick classes that build the skills it uses.',
    ].join('');
  }
  if (input.focus === 'college' && (aspects.size === 0 || aspects.has('overview'))) aspects.add('education');
  const sections = input.careers.slice(0, 3).map((c) => careerSection(c, aspects, LABELS));
  return [...sections, '', 'Want to compare it with another career or plan your next steps?']
    .join('\n\n')
    .trim();
}
