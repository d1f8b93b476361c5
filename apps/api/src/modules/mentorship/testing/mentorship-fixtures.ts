import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context';
import { signAccessToken } from '../../../lib/auth';
import { runDueJobs } from '../../jobs/jobs';
import { allJobHandlers } from '../mentorship.jobs';

/** Tests only: a settable clock, students on a plan, vetted mentors, fresh bearer headers. */

export function settableClock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    set: (iso: string | Date) => {
      now = new Date(iso);
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

export type Person = { id: number; email: string; first_name: string; last_name: string };

export async function headersFor(ctx: AppContext, id: number) {
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'password_changed_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { authorization: `Bearer ${await signAccessToken(ctx.config, row, randomUUID(), ctx.now())}` };
}

let counter = 0;
async function insertPerson(
  ctx: AppContext,
  values: { role: 'Student' | 'Mentor'; first_name: string; last_name: string } & Record<string, unknown>,
): Promise<Person> {
  counter += 1;
  const email = `${values.first_name.toLowerCase()}.${randomUUID().slice(0, 6)}${counter}@example.com`;
  const row = await ctx.db
    .insertInto('users')
    .values({
      email,
      password_hash: 'not-used',
      phone: '+1 614 555 0199',
      address: '77 Secret Lane',
      city: 'Columbus',
      state: 'OH',
      zipcode: '43004',
      email_verified_at: new Date('2024-01-01T00:00:00Z'),
      password_changed_at: new Date('2024-01-01T00:00:00Z'),
      updated_at: new Date('2024-01-01T00:00:00Z'),
      ...values,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  return { id: row.id, email, first_name: values.first_name, last_name: values.last_name };
}

/** A 16-year-old student; `plan` is a seeded plan slug (sundae = 3 sessions), null for none. */
export async function insertStudent(
  ctx: AppContext,
  options: {
    plan?: string | null;
    first_name?: string;
    last_name?: string;
    age?: number;
    affiliate?: boolean;
    /** A parent or guardian on file (default: yes; issue 24 #12 requires one to book under 18). */
    guardian?: boolean;
  } = {},
) {
  let planId: number | null = null;
  if (options.plan) {
    const plan = await ctx.db
      .selectFrom('pricing_plans')
      .select('id')
      .where('slug', '=', options.plan)
      .executeTakeFirstOrThrow();
    planId = plan.id;
  }
  let schoolId: number | null = null;
  if (options.affiliate) {
    const school = await ctx.db
      .insertInto('schools')
      .values({ name: 'Test High', affiliate_code: `SCH${randomUUID().slice(0, 6)}` })
      .returning(['id', 'affiliate_code'])
      .executeTakeFirstOrThrow();
    schoolId = school.id;
  }
  const person = await insertPerson(ctx, {
    role: 'Student',
    first_name: options.first_name ?? 'Maya',
    last_name: options.last_name ?? 'Rivera',
    age: options.age ?? 16,
    grade: 'JR',
    pricing_plan_id: planId,
    plan_expires_at: null,
    school_id: schoolId,
    affiliate_code: schoolId ? 'SCHOOL' : null,
  });
  if (options.guardian !== false)
    await ctx.db
      .insertInto('guardian_contacts')
      .values({ user_id: person.id, name: 'Pat Rivera', email: `guardian.${person.id}@example.org` })
      .execute();
  return person;
}

/** A mentor; vetted unless `vetting` says otherwise, with careers and availability. */
export async function insertMentor(
  ctx: AppContext,
  options: {
    first_name?: string;
    last_name?: string;
    vetting?: 'pending' | 'vetted' | 'rejected' | 'paused';
    careers?: string[];
    title?: string;
    timezone?: string;
    availability?: { weekday: number; start: string; end: string }[];
  } = {},
) {
  const person = await insertPerson(ctx, {
    role: 'Mentor',
    first_name: options.first_name ?? 'Sam',
    last_name: options.last_name ?? 'Okafor',
    title: options.title ?? 'Software engineer',
    about_me: 'I build software.',
  });
  await ctx.db
    .insertInto('mentor_profiles')
    .values({
      user_id: person.id,
      vetting_status: options.vetting ?? 'vetted',
      career_codes: options.careers ?? [],
      timezone: options.timezone ?? 'UTC',
      availability: JSON.stringify(options.availability ?? []),
    })
    .execute();
  return person;
}

export const runJobs = (ctx: AppContext) => runDueJobs(ctx, allJobHandlers());

export async function outboxTo(ctx: AppContext, email: string) {
  return ctx.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
}

/** Every string a mentor must never receive about a student. */
export function assertNoStudentContact(body: string, student: Person) {
  for (const secret of [student.email, '+1 614 555 0199', '77 Secret Lane', student.last_name])
    if (body.includes(secret)) throw new Error(`mentor-facing response contains ${secret}: ${body}`);
}

/** A catalogue career (the test template has none). */
export async function insertCareer(ctx: AppContext, code: string, title: string) {
  await ctx.db
    .insertInto('careers')
    .values({
      code,
      title,
      description: `${title} do useful work.`,
      job_zone: 3,
      interests: 'null',
      high_point: '[]',
      skills: '[]',
      work_styles: '[]',
      work_values: '[]',
      typical_education: null,
      median_wage: null,
      median_wage_note: null,
      ai_exposure: null,
      ai_impact: null,
      related: '[]',
      tasks: '[]',
      hot_technologies: '[]',
      complete: true,
      content_hash: code,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
