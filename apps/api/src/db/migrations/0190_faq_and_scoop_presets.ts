import { type Kysely, sql } from 'kysely';

/**
 * The FAQ and the Scoop's preset questions become content edited in the back office (issue 20
 * Content, docs/backoffice.md "FAQ" and "Scoop preset questions").
 *
 * - `faq_entries`: seeded with the texts of the former `faq-data.ts`, word for word (an answer's
 *   paragraphs separated by a blank line), all published, in the same order.
 * - `scoop_presets`: seeded with the former `SCOOP_PRESETS` (the six, each with a stable `kind`
 *   keyed to its offline answer template; ids 1-6 = the former orderings). `revision` goes up when
 *   a question's text changes.
 * - `scoop_questions` (one cached answer per career and preset) gets `preset_id` and
 *   `preset_revision` (the text it answers); the stored rows are linked by their ordering. The
 *   unique key becomes (career_code, preset_id) and `ordering` no longer has to be 1-7 (the display
 *   order is the preset's).
 */
const FAQ_SEED: { audience: string; position: number; question: string; answer: string }[] = [
  {
    audience: 'careerexplorer',
    position: 1,
    question: 'What is Pathscoop?',
    answer:
      'Pathscoop is a career-guidance platform for high-school and college-age young people. You take a short AI career assessment, get your top 10 career matches with an AI Insights Report, and can talk to real professionals (our Community Partners) and AI companions about what comes next.',
  },
  {
    audience: 'careerexplorer',
    position: 2,
    question: 'How long does the assessment take?',
    answer:
      'About 10 to 15 minutes. It is made of four short scenarios: you pick a team, rate activities, place your skills on an ice-cream cone and rank the kinds of work you enjoy most. There are no right or wrong answers, and it works on a phone or a computer.',
  },
  {
    audience: 'careerexplorer',
    position: 3,
    question: 'How does Pathscoop choose my top 10 careers?',
    answer:
      'Our engine compares your interests, skills and work preferences with occupational data on more than 800 careers, based on the O*NET database of the U.S. Department of Labor. It ranks the careers that fit you best and shows you the top 10.\n\nThe results are a starting point for exploring, not a verdict. You can score each career from 1 to 5, save the ones you like and ignore the rest.',
  },
  {
    audience: 'careerexplorer',
    position: 4,
    question: 'What is the AI Insights Report?',
    answer:
      'A personal report that explains your results in plain words: which of your strengths and interests point to each career, what the work looks like day to day and what to explore next. When your report is ready, you open it from your profile.',
  },
  {
    audience: 'careerexplorer',
    position: 5,
    question: 'Is Pathscoop free?',
    answer:
      'Creating an account and taking the assessment are free. Some features, such as mentorship sessions, the AI Insights Report and the AI Companions, come with a plan. You can compare the plans on the Pricing Plan page after you sign in.\n\nIf someone else pays, use Text to Parent on the Pricing Plan page: we text your parent or guardian a secure payment link for the plan you chose.',
  },
  {
    audience: 'careerexplorer',
    position: 6,
    question: 'What is an affiliate code?',
    answer:
      'Schools and nonprofits that partner with Pathscoop give their students an affiliate code. Enter it when you sign up and your account is linked to that organization, which usually covers your plan. If you do not have a code, just leave the field empty.',
  },
  {
    audience: 'careerexplorer',
    position: 7,
    question: 'How do mentorship sessions work?',
    answer:
      'Mentorship sessions are short virtual 1:1 conversations with a Community Partner, a professional who works in a career you are curious about. You request a session on a topic from your profile, we match you with a mentor, and you will see it under Active Sessions until it takes place.\n\nDepending on your plan, sessions can be used within 12 months.',
  },
  {
    audience: 'careerexplorer',
    position: 8,
    question: 'What are the AI Companions?',
    answer:
      'Two AI coaches you can chat with: the College Buddy helps you find schools and programs, and the Career Buddy helps you compare careers and build an action plan. They are part of the AI Companions subscription.\n\nAI Companions can make mistakes, so please verify key information or talk it over with a trusted adult or a mentor.',
  },
  {
    audience: 'careerexplorer',
    position: 9,
    question: 'Who can see my answers and my results?',
    answer:
      'You do, and the Pathscoop team when it needs to help you. We never sell your personal information. If you signed up through a school or organization and allowed data sharing, that organization can see your results so that counselors can support you. Our Privacy Policy explains the details.',
  },
  {
    audience: 'careerexplorer',
    position: 10,
    question: 'How old do I have to be to join?',
    answer:
      'You must be at least 13. If you are under 18, you need the permission of a parent or guardian to use Pathscoop. Younger children can only use Pathscoop through a family account created by an adult aged 18 or older.',
  },
  {
    audience: 'careerexplorer',
    position: 11,
    question: 'What if none of my matches feels right?',
    answer:
      'That happens, and it is useful information too. Score the careers honestly, save anything that sparks curiosity and book a session with a mentor to test your ideas. Your answers are about who you are today; it is fine for them to change as you grow.',
  },
  {
    audience: 'careerexplorer',
    position: 12,
    question: 'I forgot my password. What do I do?',
    answer:
      'Choose Forgot Password on the sign-in page and enter your e-mail address. We send you a link to choose a new password; it works once and expires after one hour. Check your spam folder if it does not arrive within a few minutes.',
  },
  {
    audience: 'communitypartner',
    position: 1,
    question: 'What is a Community Partner?',
    answer:
      'A Community Partner is a working professional who volunteers as a mentor. You answer students’ questions about your field in short virtual sessions, so they can picture what a career is really like before they commit to it.',
  },
  {
    audience: 'communitypartner',
    position: 2,
    question: 'How much time does it take?',
    answer:
      'About 30 minutes a month. Most sessions are one short video or phone conversation. You decide how many requests you accept.',
  },
  {
    audience: 'communitypartner',
    position: 3,
    question: 'Who can become a Community Partner?',
    answer:
      'Anyone with real work experience in a field, from skilled trades to medicine, tech, the arts or public service. You do not need a fancy title: students often learn the most from people a few years into their careers.',
  },
  {
    audience: 'communitypartner',
    position: 4,
    question: 'How do I sign up?',
    answer:
      'Choose Sign Up, then Community Partner. Tell us your name, job title, industry and the topics you can talk about, add a link to your professional profile, and confirm your e-mail address. Your account is then ready to receive session requests.',
  },
  {
    audience: 'communitypartner',
    position: 5,
    question: 'How are students matched with me?',
    answer:
      'Students request a session on a career or a topic. We match requests to mentors by industry and by the topics you chose when you signed up. New requests appear in your profile under Sessions, marked Pending until the session takes place.',
  },
  {
    audience: 'communitypartner',
    position: 6,
    question: 'What do students usually ask?',
    answer:
      'How you got started, what a normal day looks like, which classes or certificates matter, what surprised you, and how to get a first internship or job. Honest stories about setbacks are often the most valuable part.',
  },
  {
    audience: 'communitypartner',
    position: 7,
    question: 'Do I need to prepare anything?',
    answer:
      'No lesson plan is needed. Read the topic of the request beforehand and be yourself. If a question is outside your experience, say so and point the student to someone or something that can help.',
  },
  {
    audience: 'communitypartner',
    position: 8,
    question: 'Is mentoring paid?',
    answer:
      'No. Community Partners are volunteers. Many employers count the time as volunteering or professional development; we can confirm your hours if you need it.',
  },
  {
    audience: 'communitypartner',
    position: 9,
    question: 'How do you keep students safe?',
    answer:
      'Sessions are virtual and focused on careers. Please do not ask students for personal contact details or social-media connections, and keep communication within Pathscoop. If anything worries you during a session, contact us right away.',
  },
  {
    audience: 'communitypartner',
    position: 10,
    question: 'Will I get feedback on my sessions?',
    answer:
      'Yes. Students can leave feedback after a session, and you will find it on the My Feedback page of your profile, sorted by date.',
  },
  {
    audience: 'communitypartner',
    position: 11,
    question: 'Can I take a break or stop mentoring?',
    answer:
      'Of course. Life gets busy. Contact us and we will pause new requests or close your account, whichever you prefer.',
  },
];

const PRESET_SEED = [
  { id: 1, kind: 'day', ordering: 1, question: 'What does a day in this work look like?' },
  { id: 2, kind: 'pay', ordering: 2, question: 'How much does it pay?' },
  { id: 3, kind: 'path', ordering: 3, question: 'How do I get there from high school?' },
  { id: 4, kind: 'likes', ordering: 4, question: 'What do people like about it, and what is hard?' },
  { id: 5, kind: 'ai', ordering: 5, question: 'How will AI change this career?' },
  { id: 6, kind: 'outlook', ordering: 6, question: 'What is the outlook, and where can it lead?' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('faq_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('audience', 'text', (c) =>
      c.notNull().check(sql`audience in ('careerexplorer', 'communitypartner')`),
    )
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await sql`create index faq_entries_audience_published_idx on faq_entries (audience, position, id) where published`.execute(
    db,
  );
  await sql`insert into faq_entries (audience, position, question, answer, published)
    select audience, position, question, answer, true
    from jsonb_to_recordset(${JSON.stringify(FAQ_SEED)}::jsonb)
      as s(audience text, position integer, question text, answer text)
    order by audience, position`.execute(db);

  await db.schema
    .createTable('scoop_presets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c.unique().check(sql`kind in ('day', 'pay', 'path', 'likes', 'ai', 'outlook')`),
    )
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await sql`insert into scoop_presets (id, kind, ordering, question, published)
    select id, kind, ordering, question, true
    from jsonb_to_recordset(${JSON.stringify(PRESET_SEED)}::jsonb)
      as s(id integer, kind text, ordering integer, question text)`.execute(db);
  await sql`select setval('scoop_presets_id_seq', (select max(id) from scoop_presets))`.execute(db);

  await sql`alter table scoop_questions
    add column preset_id integer references scoop_presets (id) on delete cascade,
    add column preset_revision integer not null default 1`.execute(db);
  await sql`update scoop_questions set preset_id = ordering`.execute(db);
  await sql`delete from scoop_questions where preset_id is null or preset_id not in (select id from scoop_presets)`.execute(
    db,
  );
  await sql`alter table scoop_questions
    alter column preset_id set not null,
    drop constraint scoop_questions_career_ordering_key,
    drop constraint if exists scoop_questions_ordering_check,
    add constraint scoop_questions_career_preset_key unique (career_code, preset_id)`.execute(db);
  // Unpublishing or rewording a preset drops its cached answers (and the refreshes of them).
  await sql`create index scoop_questions_preset_idx on scoop_questions (preset_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists scoop_questions_preset_idx`.execute(db);
  await sql`delete from scoop_questions where preset_id > 6 or ordering not between 1 and 7`.execute(db);
  await sql`alter table scoop_questions
    drop constraint scoop_questions_career_preset_key,
    drop column preset_id,
    drop column preset_revision,
    add constraint scoop_questions_ordering_check check (ordering between 1 and 7),
    add constraint scoop_questions_career_ordering_key unique (career_code, ordering)`.execute(db);
  await db.schema.dropTable('scoop_presets').execute();
  await db.schema.dropTable('faq_entries').execute();
}
