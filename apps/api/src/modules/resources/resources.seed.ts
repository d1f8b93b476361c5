import type { Database } from '../../db/database';
import { DEMO_SCHOOL } from '../accounts/accounts.seed';
import { sanitizeResourceHtml } from './sanitize';

type Seed = {
  slug: string;
  kind: 'picks' | 'finds';
  title: string;
  subtitle: string;
  body: string;
  video?: string;
  /** Only for the demo school's students. */
  demoSchool?: boolean;
};

const p = (...paras: string[]) => paras.map((x) => `<p>${x}</p>`).join('');

/** Our own writing. Thumbnails are the SVGs in apps/web/public/media/resources/<slug>.svg. */
export const RESOURCE_SEEDS: Seed[] = [
  {
    slug: 'shadow-a-pro',
    kind: 'picks',
    title: 'Shadow a Pro for a Day',
    subtitle: 'Ask, watch, take notes',
    body: p(
      'Spending one day next to someone who does the job teaches more than ten articles about it.',
      '<strong>Try this:</strong> write three questions before you go, and one thing that surprised you when you leave.',
    ),
    video: '/media/intro.mp4',
  },
  {
    slug: 'informational-interview',
    kind: 'picks',
    title: 'The 15-Minute Interview',
    subtitle: 'A short chat that opens doors',
    body: p(
      'Most professionals are happy to talk about their work for a quarter of an hour.',
      '<ul><li>What does a normal Tuesday look like?</li><li>What do you wish you had known at my age?</li><li>Who else should I talk to?</li></ul>',
    ),
  },
  {
    slug: 'build-a-portfolio',
    kind: 'picks',
    title: 'Start a Tiny Portfolio',
    subtitle: 'Show, do not only tell',
    body: p(
      'A folder with three things you made (a poster, a short program, a budget for a club trip) says a lot about you.',
      'Keep a line under each one: what you did, what you would do better.',
    ),
  },
  {
    slug: 'summer-programs',
    kind: 'picks',
    title: 'Summer Programs Worth a Look',
    subtitle: 'Learn something new in July',
    body: p(
      'Many colleges and community centres run short summer courses for high-school students, often with grants.',
      'Ask your counsellor which ones your school students went to last year.',
    ),
    video: '/media/scenario-1.mp4',
  },
  {
    slug: 'volunteering',
    kind: 'picks',
    title: 'Volunteer with a Purpose',
    subtitle: 'Help out and explore',
    body: p(
      'Volunteering at an animal shelter, a food bank or a library is a low-pressure way to see what kind of work you enjoy.',
    ),
  },
  {
    slug: 'part-time-jobs',
    kind: 'picks',
    title: 'Your First Part-Time Job',
    subtitle: 'More than pocket money',
    body: p(
      'Serving customers, being on time and working in a team are skills every employer looks for.',
      'Write down one thing you learn each week.',
    ),
  },
  {
    slug: 'online-courses',
    kind: 'picks',
    title: 'Free Online Courses',
    subtitle: 'Try a subject before you choose it',
    body: p(
      'Many universities publish free introductory courses. Finishing one week of a course tells you whether you would like a whole year of it.',
    ),
  },
  {
    slug: 'career-fairs',
    kind: 'picks',
    title: 'Make the Most of a Career Fair',
    subtitle: 'Three stands, three questions',
    body: p(
      'Pick three stands in advance, prepare one question for each and collect a business card or e-mail address.',
    ),
  },
  {
    slug: 'clubs-and-teams',
    kind: 'picks',
    title: 'Clubs Are Career Labs',
    subtitle: 'Robotics, debate, yearbook …',
    body: p('Clubs let you try leadership, planning and teamwork with real stakes and friendly people.'),
  },
  {
    slug: 'apprenticeships',
    kind: 'picks',
    title: 'Apprenticeships Explained',
    subtitle: 'Earn while you learn',
    body: p(
      'An apprenticeship combines paid work with classes. Electricians, dental assistants and many tech roles start this way.',
    ),
  },
  {
    slug: 'money-basics',
    kind: 'picks',
    title: 'Money Basics for Your First Pay',
    subtitle: 'Save a little, often',
    body: p(
      'Open a savings account, set aside a fixed share of each pay cheque and track what you spend for one month.',
    ),
  },
  {
    slug: 'mentors-matter',
    kind: 'picks',
    title: 'Why Mentors Matter',
    subtitle: 'Borrow someone’s experience',
    body: p('A mentor will not decide for you, but they can tell you what they would check before deciding.'),
    video: '/media/intro.mp4',
  },
  {
    slug: 'gap-year',
    kind: 'picks',
    title: 'Thinking About a Gap Year?',
    subtitle: 'Plan it like a project',
    body: p('A gap year works best with a plan: a goal, a budget and a date to apply for what comes next.'),
  },
  {
    slug: 'demo-school-open-day',
    kind: 'picks',
    title: 'Demo High: Careers Open Day',
    subtitle: 'For our own students',
    body: p(
      'Local employers visit the school library on the first Friday of the month. Sign up at the front office.',
    ),
    demoSchool: true,
  },
  {
    slug: 'demo-school-counsellor',
    kind: 'picks',
    title: 'Demo High: Book the Counsellor',
    subtitle: 'Twenty minutes, your questions',
    body: p('Our school counsellor keeps Wednesday afternoons for career conversations.'),
    demoSchool: true,
  },
  {
    slug: 'podcast-picks',
    kind: 'finds',
    title: 'Podcasts About Real Jobs',
    subtitle: 'Listen on the bus',
    body: p(
      'Interview podcasts where people describe their working day are a great way to discover jobs you never heard of.',
    ),
  },
  {
    slug: 'library-card',
    kind: 'finds',
    title: 'Your Library Card Is a Superpower',
    subtitle: 'Books, courses, software',
    body: p('Many public libraries lend laptops and give free access to online learning platforms.'),
  },
  {
    slug: 'maker-spaces',
    kind: 'finds',
    title: 'Maker Spaces Near You',
    subtitle: '3D printers and friendly experts',
    body: p(
      'Community maker spaces let you try tools, electronics and design software for little or no money.',
    ),
  },
  {
    slug: 'scholarship-search',
    kind: 'finds',
    title: 'Searching for Scholarships',
    subtitle: 'Start a year early',
    body: p('Keep a list with deadlines. Small local scholarships have fewer applicants than national ones.'),
  },
  {
    slug: 'museum-days',
    kind: 'finds',
    title: 'Free Museum Days',
    subtitle: 'Science, art and history',
    body: p('Museums often have free days and staff who love to talk about how they got their job.'),
    video: '/media/scenario-1.mp4',
  },
];

/** Idempotent (by slug): runs at every start. Bodies are stored sanitised. */
export async function seedSchoolResources(db: Database): Promise<void> {
  const school = await db
    .selectFrom('schools')
    .select('id')
    .where('affiliate_code', '=', DEMO_SCHOOL.affiliate_code)
    .executeTakeFirst();
  const rows = RESOURCE_SEEDS.map((r, i) => ({
    slug: r.slug,
    kind: r.kind,
    title: r.title,
    subtitle: r.subtitle,
    body: sanitizeResourceHtml(r.body),
    video: r.video ?? null,
    thumbnail: `/media/resources/${r.slug}.svg`,
    position: i,
    school_id: r.demoSchool ? (school?.id ?? null) : null,
  }));
  await db
    .insertInto('school_resources')
    .values(rows)
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}
