/**
 * Issue 24 #14: what a message to the offline companion asks for, and the answers for the
 * intents the career card does not serve (classes to take, college cost, associate degrees,
 * finding colleges, jokes, off-topic questions, "which of my matches"). Used by the offline
 * generator (offline-companion.ts) before it writes a career card; pure, no I/O. Measured on a
 * held-out set written apart from these rules (eval/intents-heldout.json, npm run ai:eval's
 * sibling test intents.test.ts). The safety check (safety.ts) runs before any of this.
 */
import type { CareerFacts, StudentContext } from './grounding';

export type Intent =
  | 'classes'
  | 'college-cost'
  | 'associate-degree'
  | 'find-colleges'
  | 'joke'
  | 'off-topic'
  | 'compare'
  | 'plan'
  | 'greeting'
  | 'thanks'
  | 'my-matches'
  | 'career';

const words = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;

const JOKE = /\b(jokes?|funny|laugh|puns?|riddle)\b/i;
const OFF_TOPIC =
  /\b(homework|weather|movies?|songs?|music|tv show|video games? to play|won the game|score of|sports?|recipe|girlfriend|boyfriend|crush)\b/i;
const COST =
  /\b(costs?|tuition|expensive|afford\w*|price|scholarships?|financial aid|fafsa|student loans?|loans?|debt|pay for (college|school|university|it))\b/i;
const ASSOCIATE =
  /\bassociate'?s?( degrees?)?\b|\b(2|two)[- ]year (degree|college|program)s?\b|\bcommunity college\b|\bafter community college\b/i;
const SCHOOL_WORD = /\b(colleges?|universit(y|ies)|schools?|trade schools?|programs?)\b/i;
const FIND =
  /\b(best|good|top|recommend\w*|near|ranking|ranked|which|where|in (alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming)|near me)\b/i;
const CLASS_WORD =
  /\b(class|classes|courses?|subjects?|electives?|AP|IB|physics|chemistry|chem|bio|biology|algebra|geometry|calculus|math|english|art class|computer science|\d{1,2}(th|st|nd|rd) grade|freshman|sophomore|junior|senior) ?(year)?\b/i;
const CLASS_ASK = /\b(take|taking|study|studying|focus|need|should|help|helps|good|best|which|what)\b/i;
const HIGH_SCHOOL_COURSES = /\bhigh school (courses|classes|subjects)\b/i;
const COMPARE = /\b(compare|comparison|versus|vs\.?|difference between|better)\b/i;
const PLAN =
  /\b(action plan|step[- ]by[- ]step|make (me )?a plan|plan for|this summer|get ready|prepare|next steps?)\b/i;
const GREETING = /^\s*(hi|hello|hey|hiya|howdy|yo|good (morning|afternoon|evening)|greetings)\b/i;
const THANKS = /\b(thanks|thank you|thx|ty|appreciate it)\b/i;
const MY_MATCHES =
  /\b(my (matches|results|top( careers)?|recommendations)|fits? me|suits? me|careers? for me|right for me|look at first)\b/i;
const CAREER =
  /\b(career|careers|job|jobs|work|working|pay|pays|salary|earn|earns|make|makes|money|wage|education|degree|skills?|become|do all day|every day|daily|day|tasks?|about|nurse|nurses|electrician\w*|developer\w*|designer\w*|pilot\w*|engineer\w*|doctor\w*|teacher\w*|plumber\w*)\b/i;

/** The intent of one message (first match in a fixed order: the specific before the general). */
export function classifyIntent(message: string): Intent {
  const m = message.trim();
  const n = words(m);
  if (GREETING.test(m) && n <= 4) return 'greeting';
  if (THANKS.test(m) && n <= 6) return 'thanks';
  if (JOKE.test(m)) return 'joke';
  if (OFF_TOPIC.test(m)) return 'off-topic';
  if (COST.test(m)) return 'college-cost';
  if (ASSOCIATE.test(m)) return 'associate-degree';
  if (
    HIGH_SCHOOL_COURSES.test(m) ||
    (CLASS_WORD.test(m) && CLASS_ASK.test(m) && !/\bmy (class|classes)\b/i.test(m))
  )
    return 'classes';
  if (SCHOOL_WORD.test(m) && FIND.test(m)) return 'find-colleges';
  if (COMPARE.test(m)) return 'compare';
  if (PLAN.test(m)) return 'plan';
  if (MY_MATCHES.test(m)) return 'my-matches';
  if (CAREER.test(m)) return 'career';
  return 'off-topic';
}

/** High-school classes that build each O*NET skill (the skills the catalogue ranks per career). */
const SKILL_CLASSES: Record<string, string[]> = {
  Programming: ['computer science (AP Computer Science A or Principles)', 'math'],
  Mathematics: ['algebra, geometry and, if you can, precalculus or calculus'],
  Science: ['biology, chemistry and physics'],
  Writing: ['English and any writing elective'],
  'Reading Comprehension': ['English'],
  Speaking: ['speech, debate or drama'],
  'Active Listening': ['speech or debate', 'group projects in any class'],
  'Technology Design': ['engineering or design electives', 'computer science'],
  'Operations Analysis': ['computer science', 'statistics'],
  'Systems Analysis': ['computer science', 'statistics'],
  'Complex Problem Solving': ['math and science', 'robotics or coding clubs'],
  'Critical Thinking': ['science labs', 'debate'],
  'Equipment Maintenance': ['shop, auto or construction technology (career and technical education)'],
  Repairing: ['shop or career and technical education classes'],
  Troubleshooting: ['shop or electronics classes', 'physics'],
  Installation: ['construction or electrical technology classes'],
  'Quality Control Analysis': ['science labs', 'statistics'],
  'Service Orientation': ['health science or family and consumer science', 'volunteering'],
  'Social Perceptiveness': ['psychology', 'sociology'],
  Instructing: ['a peer-tutoring or teacher-cadet course'],
  Persuasion: ['debate', 'business or marketing'],
  Negotiation: ['debate', 'business'],
  Coordination: ['team sports, band or student government (outside class)'],
  'Management of Financial Resources': ['personal finance or accounting', 'business'],
  'Judgment and Decision Making': ['economics', 'debate'],
  Monitoring: ['science labs'],
};

const GAME_HINT = /\b(games?|gaming|video game)\b/i;

function targetTitles(careers: CareerFacts[], student: StudentContext): string[] {
  if (careers.length) return careers.slice(0, 3).map((c) => c.title);
  return (student.saved.length ? student.saved : student.topCareers).slice(0, 3);
}

function classesReply(message: string, careers: CareerFacts[], student: StudentContext): string {
  const cs = careers.slice(0, 3);
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const c of cs)
    for (const s of c.skills)
      for (const k of SKILL_CLASSES[s] ?? [])
        if (!seen.has(k)) {
          seen.add(k);
          lines.push(`- **${k}**: builds ${s.toLowerCase()}, which ${c.title} use a lot`);
        }
  if (GAME_HINT.test(message) && !seen.has('computer science (AP Computer Science A or Principles)')) {
    lines.unshift(
      '- **computer science (AP Computer Science A or Principles)**: games are programs; coding is the core of making them',
      '- **art or digital media**: game art, animation and level design',
      '- **math (algebra, geometry, then precalculus or physics)**: movement, physics and graphics in games',
    );
  }
  const grade = student.grade ? ` for ${student.grade.split(' (')[0].toLowerCase()} year` : '';
  const titles = targetTitles(careers, student);
  return [
    `Classes to take next${grade}${titles.length ? `, aiming at ${titles.map((t) => `**${t}**`).join(' or ')}` : ''}:`,
    '',
    ...(lines.length
      ? lines.slice(0, 7)
      : ['- **math and English** every year: nearly every career path asks for them']),
    '',
    'Outside class, a club (coding, robotics, art, game jams, health careers) shows you whether you like the work.',
    "I can't see your school's course list or your grades: check names and prerequisites with your school counselor.",
  ].join('\n');
}

const EDUCATION_YEARS: [RegExp, string][] = [
  [/doctor|professional/i, 'about 4 years of college plus 3 to 7 years of graduate or professional school'],
  [/master/i, "about 4 years of college plus 1 to 3 years for a master's"],
  [/bachelor/i, 'about 4 years of college'],
  [/associate/i, 'about 2 years at a community or technical college'],
  [/postsecondary|certificate|nondegree/i, 'a few months to 2 years in a certificate program'],
  [/high school|no formal/i, 'no college required: training on the job or an apprenticeship'],
];

function costReply(careers: CareerFacts[], student: StudentContext): string {
  const rows = careers.slice(0, 3).map((c) => {
    const years = EDUCATION_YEARS.find(([re]) => re.test(c.education ?? ''))?.[1];
    return `- **${c.title}**: usually ${c.education ?? 'education varies'}${years ? ` (${years})` : ''}`;
  });
  return [
    "I don't have college prices: tuition and aid differ by school, state and family income, so any figure from me would be a guess.",
    '',
    ...(rows.length
      ? ['What I can tell you is how long the path is, which drives the cost:', ...rows, '']
      : []),
    '**How to find real numbers:**',
    "1. Every college's **net price calculator** (on its website) estimates what your family would pay after aid.",
    '2. The U.S. Department of Education [College Scorecard](https://collegescorecard.ed.gov/) shows average cost and graduates’ earnings.',
    '3. Fill in the [FAFSA](https://studentaid.gov/) in your senior year: it opens grants, work-study and federal loans.',
    '4. Starting at a community college and transferring can cut the cost of a bachelor’s degree.',
    student.firstName
      ? `\nAsk your school counselor about scholarships, ${student.firstName}; many are local.`
      : '',
  ]
    .join('\n')
    .trim();
}

function associateReply(careers: CareerFacts[], student: StudentContext): string {
  const fit = careers.filter((c) => /associate/i.test(c.education ?? '') || c.jobZone === 3);
  const other = careers.filter((c) => !fit.includes(c));
  return [
    "An **associate degree** takes about 2 years at a community or technical college (often cheaper than a university), and it can count toward a bachelor's later if you transfer.",
    '',
    fit.length
      ? `Of the careers we are talking about, these fit that level: ${fit.map((c) => `**${c.title}** (${c.education ?? `Job Zone ${c.jobZone}`})`).join(', ')}.`
      : careers.length
        ? 'None of the careers we are talking about is usually entered with an associate degree.'
        : '',
    other.length
      ? `These usually need more (or less): ${other.map((c) => `**${c.title}**: ${c.education ?? 'varies'}`).join('; ')}.`
      : '',
    '',
    'Careers at this level are in O*NET Job Zone 3 ("medium preparation"): many health technician, skilled trade, drafting and IT support jobs.',
    `I can't list every associate-level career from here, ${student.firstName || 'but'} you can name one and I will tell you what it pays and needs.`,
  ]
    .filter((l, i, a) => l !== '' || a[i - 1] !== '')
    .join('\n')
    .trim();
}

const STATE = /\b(?:in|near) ([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b/;

function findCollegesReply(message: string, careers: CareerFacts[]): string {
  const where = STATE.exec(message)?.[1];
  return [
    `I can't rank colleges${where ? ` or look up schools in ${where}` : ''}: I have no school list or reviews, and "good" depends on the program, the cost and what fits you.`,
    '',
    careers.length
      ? `What I can say is which kind of program to look for: ${careers
          .slice(0, 3)
          .map((c) => `**${c.title}** usually needs ${c.education?.toLowerCase() ?? 'varied education'}`)
          .join('; ')}.`
      : 'Tell me the career you are aiming at and I will tell you which kind of program leads there.',
    '',
    `**To find schools${where ? ` in ${where}` : ''}:** search the [College Scorecard](https://collegescorecard.ed.gov/) by field of study${where ? ` and the state ${where}` : ' and state'}, compare cost and graduation rates, and check that the school is accredited. For trade programs, try [CareerOneStop](https://www.careeronestop.org/).`,
  ].join('\n');
}

function myMatchesReply(student: StudentContext): string {
  const top = student.topCareers.slice(0, 5);
  if (!top.length)
    return "You don't have matches yet: take the assessment (about 15 minutes) and I can talk you through your top careers.";
  return [
    `Your top matches from the assessment: ${top.map((t, i) => `${i + 1}. **${t}**`).join(' ')}`,
    student.saved.length ? `\nYou saved: ${student.saved.map((t) => `**${t}**`).join(', ')}.` : '',
    '\nStart with the one whose daily tasks sound most like you: ask me "what does a … do all day?"',
  ].join('');
}

/**
 * The reply for intents the career card does not answer; null when the generator's own answers
 * (career facts, compare, plan, greeting, thanks) fit. The generator does not ask for the
 * off-topic and joke replies when the message names one of its careers by title.
 */
export function replyForIntent(
  intent: Intent,
  input: { message: string; careers: CareerFacts[]; student: StudentContext; agentName: string },
): string | null {
  switch (intent) {
    case 'classes':
      return classesReply(input.message, input.careers, input.student);
    case 'college-cost':
      return costReply(input.careers, input.student);
    case 'associate-degree':
      return associateReply(input.careers, input.student);
    case 'find-colleges':
      return findCollegesReply(input.message, input.careers);
    case 'my-matches':
      return myMatchesReply(input.student);
    case 'joke':
      return [
        `I'm ${input.agentName} in offline mode, so I don't tell jokes: I answer from Pathscoop's career data only.`,
        '',
        'Ask me what a career pays, what a day in it looks like, which classes lead there, or to compare two careers.',
      ].join('\n');
    case 'off-topic':
      return [
        `That is outside what I can answer: I'm ${input.agentName}, and offline I only know careers, education paths and your Pathscoop results.`,
        '',
        'Try: "what does an electrician earn?", "which classes should I take for nursing?" or "compare two of my matches".',
      ].join('\n');
    default:
      return null;
  }
}
