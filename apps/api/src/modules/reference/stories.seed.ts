import type { Database } from '../../db/database';

/**
 * Stories told by Pathscoop members, shown on /stories (issue 13: served by user-reviews/ with
 * `audience`, no longer hard-coded in the web app). First names only, illustrations, not photos.
 */
type StudentStory = {
  id: number;
  firstName: string;
  age: number;
  careerPath: string;
  image: string;
  quote: string;
  story: string;
};

type ParentStory = {
  id: number;
  firstName: string;
  relation: string;
  image: string;
  quote: string;
  story: string;
};

export const STUDENT_STORIES: StudentStory[] = [
  {
    id: 1,
    firstName: 'Jada',
    age: 17,
    careerPath: 'Registered Nurse',
    image: '/images/stories/jada.svg',
    quote: 'I always liked helping people, I just never knew it could be a plan.',
    story:
      'Healthcare showed up in my top 10 three times. I booked a session with a nurse from a children’s hospital, and she told me about twelve-hour shifts, the hard days and the best days. I signed up for a CNA class this summer to see it up close before I apply to nursing programs.',
  },
  {
    id: 2,
    firstName: 'Marcus',
    age: 16,
    careerPath: 'Renewable Energy Technician',
    image: '/images/stories/marcus.svg',
    quote: 'I didn’t know you could get paid to climb wind turbines.',
    story:
      'Everyone told me to go to a four-year college, but I like working with my hands. Pathscoop matched me with renewable energy and electrical work. Now I know which certificate programs near me lead there and what I should take in my junior year.',
  },
  {
    id: 3,
    firstName: 'Priya',
    age: 18,
    careerPath: 'UX Designer',
    image: '/images/stories/priya.svg',
    quote: 'It explained why I kept redesigning every app I used.',
    story:
      'I was stuck between computer science and art. My AI Insights Report showed that my mix of empathy and problem-solving fits UX design. A Community Partner walked me through her portfolio and I started my own the same week.',
  },
  {
    id: 4,
    firstName: 'Diego',
    age: 19,
    careerPath: 'Construction Manager',
    image: '/images/stories/diego.svg',
    quote: 'I went from “no idea” to a plan in one afternoon.',
    story:
      'I left college after one semester because nothing felt right. The assessment put construction management near the top: leading a team, solving problems on site, seeing something real at the end of the day. I am now in a two-year program and working summers with a local builder.',
  },
  {
    id: 5,
    firstName: 'Aaliyah',
    age: 15,
    careerPath: 'Environmental Scientist',
    image: '/images/stories/aaliyah.svg',
    quote: 'Now I know what to do with my love of the outdoors.',
    story:
      'My school gave us an affiliate code and we took the assessment in class. I saved environmental scientist and asked the Career Buddy what to study. My counselor helped me switch into AP Biology for next year.',
  },
  {
    id: 6,
    firstName: 'Tyler',
    age: 20,
    careerPath: 'Data Analyst',
    image: '/images/stories/tyler.svg',
    quote: 'The mentor session was the most useful thirty minutes of my year.',
    story:
      'I was good at math but bored by it in class. My matches pointed to data analysis, and the analyst I talked to showed me how she uses data to help a hospital plan its staff. I finished an online SQL course and landed a paid internship.',
  },
];

export const PARENT_STORIES: ParentStory[] = [
  {
    id: 1,
    firstName: 'Karen',
    relation: 'Mom of a high-school junior',
    image: '/images/stories/karen.svg',
    quote: 'For the first time, dinner conversations about the future were not arguments.',
    story:
      'My son shut down whenever I asked about college. After Pathscoop he came to me with his top 10 list and questions of his own. When he sent me the plan through Text to Parent, I could see exactly what I was paying for before I paid.',
  },
  {
    id: 2,
    firstName: 'Andre',
    relation: 'Dad of twins, 16',
    image: '/images/stories/andre.svg',
    quote: 'Two kids, two completely different lists, and both made sense.',
    story:
      'My daughters are twins and everyone expects them to do the same thing. Their results could not have been more different: one leans toward engineering, the other toward social work. It gave each of them permission to follow her own path.',
  },
  {
    id: 3,
    firstName: 'Mei',
    relation: 'Mom of a college freshman',
    image: '/images/stories/mei.svg',
    quote: 'Talking to a real professional changed her mind in a good way.',
    story:
      'My daughter was set on medicine because of us. A session with a physician assistant showed her a role she had never heard of, with the patient care she loves. She chose her major with confidence, and we are proud of her.',
  },
  {
    id: 4,
    firstName: 'Rosa',
    relation: 'Grandmother and guardian',
    image: '/images/stories/rosa.svg',
    quote: 'I did not know how to help him choose. Now I do.',
    story:
      'I never went to college and I worried I could not guide my grandson. Pathscoop gave us a list we could read together, and the mentor answered the questions I did not know how to ask. He starts an electrician apprenticeship in the fall.',
  },
];

/** Idempotent (by audience and name): runs at every start. */
export async function seedStories(db: Database): Promise<void> {
  const rows = [
    ...STUDENT_STORIES.map((s, i) => ({
      audience: 'student' as const,
      name: s.firstName,
      title: `Age ${s.age}`,
      age: s.age,
      career_path: s.careerPath,
      image: s.image,
      quote: s.quote,
      review: s.story,
      position: i,
    })),
    ...PARENT_STORIES.map((s, i) => ({
      audience: 'parent' as const,
      name: s.firstName,
      title: s.relation,
      age: null,
      career_path: '',
      image: s.image,
      quote: s.quote,
      review: s.story,
      position: i,
    })),
  ];
  const existing = new Set(
    (
      await db
        .selectFrom('user_reviews')
        .select(['audience', 'name'])
        .where('audience', '<>', 'home')
        .execute()
    ).map((r) => `${r.audience}:${r.name}`),
  );
  const missing = rows.filter((r) => !existing.has(`${r.audience}:${r.name}`));
  if (missing.length) await db.insertInto('user_reviews').values(missing).execute();
}
