import type { AppContext } from '../../../context';
import { insertStaff, staffHeaders } from '../../backoffice/testing/backoffice-fixtures';
import {
  insertCareers,
  insertSchool,
  type SeedCareer,
  type SeedStudent,
  seedCohort,
} from './cohort-fixtures';

/**
 * The hand-counted world of the counselor tests (docs/counselors.md): two schools, six students
 * at Lakeside (one of them only started, one not verified) and one at Hillcrest, five real
 * careers with wages and education plus seven fillers. The expected figures in cohort.test.ts are
 * counted by hand from this list.
 */
export const C = {
  dev: {
    code: '15-1252.00',
    title: 'Software Developers',
    median_wage: 130000,
    typical_education: "Bachelor's Degree",
  },
  analyst: {
    code: '15-1211.00',
    title: 'Computer Systems Analysts',
    median_wage: 100000,
    typical_education: "Bachelor's Degree",
  },
  nurse: {
    code: '29-1141.00',
    title: 'Registered Nurses',
    median_wage: 80000,
    typical_education: "Associate's Degree",
  },
  designer: {
    code: '27-1024.00',
    title: 'Graphic Designers',
    median_wage: 50000,
    typical_education: "Bachelor's Degree",
  },
  electrician: {
    code: '47-2111.00',
    title: 'Electricians',
    median_wage: 60000,
    typical_education: 'High School Diploma',
  },
} satisfies Record<string, SeedCareer>;
export const FILLERS: SeedCareer[] = Array.from({ length: 7 }, (_, i) => ({
  code: `51-910${i}.00`,
  title: `Filler Operators ${i}`,
  median_wage: null,
  typical_education: 'High School Diploma',
}));

const T1 = [C.dev.code, C.analyst.code, C.nurse.code, ...FILLERS.map((f) => f.code)];
const T2 = [C.designer.code, C.nurse.code, C.electrician.code, ...FILLERS.map((f) => f.code)];

export const LAKESIDE: SeedStudent[] = [
  {
    first_name: 'Ana',
    last_name: 'Lopez',
    grade: 'SR',
    created_at: '2026-09-01T12:00:00Z',
    attempt: { first: 'Investigative', top10: T1, saved: [C.dev.code, C.analyst.code] },
    sessions: ['held'],
  },
  {
    first_name: 'Ben',
    last_name: 'Kim',
    grade: 'JR',
    created_at: '2026-09-10T12:00:00Z',
    attempt: { first: 'Investigative', top10: T1, saved: [C.dev.code] },
    sessions: ['requested'],
  },
  {
    first_name: 'Cara',
    last_name: 'Diaz',
    grade: 'JR',
    created_at: '2026-09-15T12:00:00Z',
    attempt: { first: 'Artistic', top10: T2, saved: [C.designer.code, C.nurse.code] },
  },
  { first_name: 'Dan', last_name: 'Wu', grade: 'SM', created_at: '2026-10-01T12:00:00Z', started: true },
  { first_name: 'Eve', last_name: 'Park', grade: 'FM', created_at: '2026-10-05T12:00:00Z', verified: false },
  {
    first_name: 'Finn',
    last_name: 'Shaw',
    grade: 'SR',
    created_at: '2026-10-06T12:00:00Z',
    attempt: { first: 'Social', top10: T2, saved: [] },
    sessions: ['cancelled'],
  },
];

export const HILLCREST: SeedStudent[] = [
  {
    first_name: 'Zed',
    last_name: 'Other',
    grade: 'JR',
    created_at: '2026-09-02T12:00:00Z',
    attempt: { first: 'Realistic', top10: T2, saved: [C.electrician.code] },
  },
];

export const GUARDIAN_EMAIL = 'guardian.secret@example.org';
export const CHAT_TEXT = 'My private chat line about careers 7731';

export async function buildCounselorWorld(ctx: AppContext) {
  await insertCareers(ctx.db, [...Object.values(C), ...FILLERS]);
  const lakeside = await insertSchool(ctx.db, 'Lakeside High');
  const hillcrest = await insertSchool(ctx.db, 'Hillcrest Academy');
  const lakesideIds = await seedCohort(ctx.db, lakeside, LAKESIDE);
  const hillcrestIds = await seedCohort(ctx.db, hillcrest, HILLCREST);
  const ana = lakesideIds[0] as number;
  // Data a counselor must never receive.
  await ctx.db
    .insertInto('guardian_contacts')
    .values({ user_id: ana, name: 'Pat', email: GUARDIAN_EMAIL })
    .execute();
  const agent = await ctx.db.selectFrom('ai_agents').select('id').executeTakeFirst();
  if (agent)
    await ctx.db
      .insertInto('chat_messages')
      .values({ user_id: ana, agent_id: agent.id, role: 'user', content: CHAT_TEXT })
      .execute();

  const counselor = await insertStaff(ctx, [{ role: 'school_counselor', school_id: lakeside.id }], {
    first_name: 'Carla',
  });
  const otherCounselor = await insertStaff(ctx, [{ role: 'school_counselor', school_id: hillcrest.id }], {
    first_name: 'Hugo',
  });
  const operator = await insertStaff(ctx, ['operator'], { first_name: 'Olga' });
  return {
    lakeside,
    hillcrest,
    lakesideIds,
    hillcrestIds,
    counselor,
    otherCounselor,
    operator,
    headers: async (userId: number, secondFactor = true) => {
      const { authorization } = await staffHeaders(ctx, userId, secondFactor);
      return { authorization };
    },
  };
}
