import { GUARDIAN_MESSAGES, type GuardianContactView } from '@pathscoop/contracts';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../lib/auth';
import { AppError, badRequest } from '../../lib/errors';
import type { AvailabilityWindow } from './mentorship.tables';
import { isValidTimeZone, suggestTimes } from './scheduling';
import { ensureMentorProfile } from './sessions.repo';

const STATUS_MESSAGES = {
  pending:
    'Thanks for joining as a Community Partner. Before students are matched with you, our team checks your identity and background and confirms your safeguarding training. We will e-mail you when that is done.',
  vetted: 'You are vetted: students can be matched with you.',
  rejected: 'We are unable to match students with you at the moment. Write to us if you have questions.',
  paused: 'New matches are paused while our team looks into something. We will be in touch.',
} as const;

/** GET mentors/: vetted, unpaused mentors' public fields only (no contact details). */
export async function listMentors(ctx: AppContext, page: number, perPage: number) {
  const base = ctx.db
    .selectFrom('mentor_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .where('p.vetting_status', '=', 'vetted')
    .where('u.role', '=', 'Mentor')
    // Back-office accounts are never mentors (docs/backoffice.md).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('backoffice_accounts as bo').select('bo.user_id').whereRef('bo.user_id', '=', 'u.id'),
        ),
      ),
    );
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('industries as i', 'i.id', 'u.industry_id')
    .select(['u.id', 'u.first_name', 'u.title', 'u.about_me', 'i.name as industry', 'p.career_codes'])
    .orderBy('u.id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const n = Number(count.n);
  const url = (p: number) => `${ctx.config.PUBLIC_URL}/api/v1/mentors/?page=${p}&per_page=${perPage}`;
  return {
    count: n,
    next: page * perPage < n ? url(page + 1) : null,
    previous: page > 1 ? url(page - 1) : null,
    results: rows.map((r) => ({ ...r, industry: r.industry ?? null })),
  };
}

/**
 * The 'Mentor' line of a career's detail: the first name of the mentor matched to this student's
 * own request about the career, else of a vetted mentor who knows it, else null.
 */
export async function mentorFirstNameForCareer(
  ctx: Pick<AppContext, 'db'>,
  careerCode: string,
  studentId?: number,
): Promise<string | null> {
  // One round trip: the student's own mentor (newest request about the career) if any, else the
  // first vetted mentor who knows the career.
  const row = await ctx.db
    .selectNoFrom((eb) => [
      (studentId === undefined
        ? eb.val<string | null>(null)
        : eb
            .selectFrom('mentor_sessions as s')
            .innerJoin('users as u', 'u.id', 's.mentor_id')
            .select('u.first_name')
            .where('s.student_id', '=', studentId)
            .where('s.career_code', '=', careerCode)
            .where('s.status', '!=', 'cancelled')
            .orderBy('s.id', 'desc')
            .limit(1)
      ).as('own'),
      eb
        .selectFrom('mentor_profiles as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select('u.first_name')
        .where('p.vetting_status', '=', 'vetted')
        .where((eb2) => eb2(eb2.val(careerCode), '=', eb2.fn.any('p.career_codes')))
        .orderBy('u.id')
        .limit(1)
        .as('vetted'),
    ])
    .executeTakeFirst();
  return row?.own ?? row?.vetted ?? null;
}

export async function getMentoringProfile(ctx: AppContext, user: CurrentUser) {
  const p = await ensureMentorProfile(ctx.db, user.id);
  const titles = p.career_codes.length
    ? await ctx.db
        .selectFrom('careers')
        .select(['code', 'title'])
        .where('code', 'in', p.career_codes)
        .execute()
    : [];
  const titleOf = new Map(titles.map((t) => [t.code, t.title]));
  return {
    timezone: p.timezone,
    availability: p.availability,
    career_codes: p.career_codes,
    careers: p.career_codes.map((code) => ({ code, title: titleOf.get(code) ?? code })),
    about_me: user.about_me,
    vetting_status: p.vetting_status,
    status_message: STATUS_MESSAGES[p.vetting_status],
  };
}

export async function updateMentoringProfile(
  ctx: AppContext,
  user: CurrentUser,
  patch: {
    timezone?: string;
    availability?: AvailabilityWindow[];
    career_codes?: string[];
    about_me?: string;
  },
) {
  if (patch.timezone !== undefined && !isValidTimeZone(patch.timezone))
    throw badRequest('timezone', 'Choose a time zone such as America/New_York.');
  if (patch.career_codes?.length) {
    const known = await ctx.db
      .selectFrom('careers')
      .select('code')
      .where('code', 'in', patch.career_codes)
      .execute();
    const missing = patch.career_codes.filter((c) => !known.some((k) => k.code === c));
    if (missing.length) throw badRequest('career_codes', `Unknown career: ${missing.join(', ')}.`);
  }
  await ensureMentorProfile(ctx.db, user.id);
  const now = ctx.now();
  await ctx.db
    .updateTable('mentor_profiles')
    .set({
      ...(patch.timezone !== undefined ? { timezone: patch.timezone } : {}),
      ...(patch.availability !== undefined ? { availability: JSON.stringify(patch.availability) } : {}),
      ...(patch.career_codes !== undefined ? { career_codes: [...new Set(patch.career_codes)] } : {}),
      updated_at: now,
    })
    .where('user_id', '=', user.id)
    .execute();
  if (patch.about_me !== undefined) {
    await ctx.db
      .updateTable('users')
      .set({ about_me: patch.about_me.trim(), updated_at: now })
      .where('id', '=', user.id)
      .execute();
    ctx.cache.users.forget(user.id);
  }
  const fresh = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return getMentoringProfile(ctx, fresh);
}

export async function suggestedTimes(ctx: AppContext, user: CurrentUser) {
  const p = await ensureMentorProfile(ctx.db, user.id);
  return {
    times: suggestTimes(ctx.now(), p.availability, p.timezone, ctx.config.MENTOR_SESSION_MINUTES).map((d) =>
      d.toISOString(),
    ),
  };
}

export async function getGuardianContact(ctx: AppContext, user: CurrentUser): Promise<GuardianContactView> {
  const row = await ctx.db
    .selectFrom('guardian_contacts')
    .select(['name', 'email', 'created_at'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return { guardian: row ? { ...row, created_at: row.created_at.toISOString() } : null };
}

/** Sets (or replaces) the student's parent or guardian contact; not the student's own address. */
export async function setGuardianContact(
  ctx: AppContext,
  user: CurrentUser,
  input: { name?: string; email: string },
) {
  if (input.email.toLowerCase() === user.email.toLowerCase())
    throw new AppError(400, { email: [GUARDIAN_MESSAGES.notYourOwn] });
  const name = input.name ?? '';
  await ctx.db
    .insertInto('guardian_contacts')
    .values({ user_id: user.id, name, email: input.email })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ name, email: input.email }))
    .execute();
  return { detail: GUARDIAN_MESSAGES.saved };
}

export async function removeGuardianContact(ctx: AppContext, user: CurrentUser) {
  await ctx.db.deleteFrom('guardian_contacts').where('user_id', '=', user.id).execute();
  return { detail: GUARDIAN_MESSAGES.removed };
}
