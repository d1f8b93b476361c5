import type { Database } from '../../db/database';

/** Mentor tags, in display order. */
export const MENTOR_TAGS = [
  'Career Change',
  'Interview Prep',
  'Resume Review',
  'STEM',
  'Technology & Coding',
  'Healthcare Careers',
  'Business & Finance',
  'Creative Careers',
  'Skilled Trades & Apprenticeships',
  'College Applications',
  'Scholarships & Financial Aid',
  'Internships',
  'First-Generation Students',
  'Networking',
  'Leadership',
  'Entrepreneurship',
  'Public Speaking',
  'Public Service',
  'Military & Veterans',
  'Personal Branding',
  'Work-Life Balance',
] as const;

/** Industries, in display order (the mentor form preselects the first). */
export const INDUSTRIES = [
  'Accounting & Finance',
  'Agriculture & Food',
  'Architecture & Construction',
  'Arts, Design & Media',
  'Aviation & Aerospace',
  'Biotechnology & Life Sciences',
  'Business & Management',
  'Consulting',
  'Education & Training',
  'Energy & Utilities',
  'Engineering',
  'Environmental & Sustainability',
  'Government & Public Administration',
  'Healthcare & Medicine',
  'Hospitality & Tourism',
  'Human Resources',
  'Information Technology',
  'Law & Legal Services',
  'Manufacturing',
  'Marketing & Advertising',
  'Nonprofit & Social Services',
  'Real Estate',
  'Retail & Consumer Goods',
  'Science & Research',
  'Sports & Recreation',
  'Transportation & Logistics',
] as const;

/** Home testimonials (our own writing). `image` null: the web shows an initials avatar. */
export const USER_REVIEWS = [
  {
    name: 'Maya R.',
    title: 'High-school junior, Ohio',
    review:
      'I liked biology but had no idea what to do with it besides "doctor". The scenarios showed me genetic counseling and environmental science, and a 30-minute talk with a mentor made it real. I finally have a plan for my senior-year classes.',
  },
  {
    name: 'Daniel K.',
    title: 'College sophomore, Texas',
    review:
      'I was about to drop out because my major felt wrong. My top 10 had UX design and market research in it, which mix the psychology I enjoy with the business side. I switched majors instead of leaving school.',
  },
  {
    name: 'Priya S.',
    title: 'Parent of a high-school senior',
    review:
      'Dinner-table talks about "what do you want to be" used to end in a shrug. The results gave us something concrete to talk about, and my daughter booked a session with an engineer on her own. That never would have happened before.',
  },
  {
    name: 'Ms. Alvarez',
    title: 'School counselor, California',
    review:
      'With four hundred students on my caseload I cannot sit with each one for an hour. Students arrive at my office with their recommendations and questions already written down, so our meetings start where they used to end.',
  },
  {
    name: 'Jordan T.',
    title: 'Recent graduate, Georgia',
    review:
      'Honestly I thought it would be another personality quiz. Ranking skills on the ice-cream cone was actually fun, and the results explained why each career fit me. I start an electrician apprenticeship this fall.',
  },
  {
    name: 'Robert M.',
    title: 'Parent of a college freshman',
    review:
      'We were about to pay for a fifth year of undecided classes. Seeing his strengths laid out helped my son choose a path in cybersecurity, and the mentor he met gave him advice no brochure could.',
  },
] as const;

/** Idempotent: run at every start. Names are unique; positions follow the lists above. */
export async function seedReferenceLists(db: Database): Promise<void> {
  await db
    .insertInto('tags')
    .values(MENTOR_TAGS.map((name, position) => ({ name, position })))
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ position: eb.ref('excluded.position') })))
    .execute();
  await db
    .insertInto('industries')
    .values(INDUSTRIES.map((name, position) => ({ name, position })))
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ position: eb.ref('excluded.position') })))
    .execute();
  const existing = new Set((await db.selectFrom('user_reviews').select('name').execute()).map((r) => r.name));
  const missing = USER_REVIEWS.map((r, position) => ({ ...r, image: null, position })).filter(
    (r) => !existing.has(r.name),
  );
  if (missing.length) await db.insertInto('user_reviews').values(missing).execute();
}
