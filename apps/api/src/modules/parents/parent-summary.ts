import { PARENT_SUMMARY_MESSAGES, type ParentSummaryView } from '@pathscoop/contracts';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import type { CurrentUser } from '../../lib/auth';
import { AppError, tooManyRequests } from '../../lib/errors';
import { enqueueJob, type JobHandlers } from '../jobs/jobs';
import { sendMail } from '../mentorship/mentorship-mails';
import { memberTimeZone } from '../mentorship/recipient-time-zone';
import { loadEntitlements } from '../pricing/entitlements';

/**
 * "Parent progress summary by e-mail" (Sundae, Milkshake; docs/parents.md). Once a month the parent
 * or guardian on file gets a short e-mail about the student's progress: the assessment, the top
 * matches, saved careers and mentorship sessions. Never chat text, mentor conversations, scores of
 * the student's own notes or anyone's contact details. The student sees the exact text on Profile
 * Info, can turn it off, and can send one now (at most one a day).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Monthly: due once 30 days have passed since the last one (less an hour, so a daily sweep at a
 * fixed hour never slips a day). */
export const SUMMARY_INTERVAL_MS = 30 * DAY_MS - 60 * 60 * 1000;
export const SEND_NOW_INTERVAL_MS = DAY_MS;
export const SUMMARY_JOB = 'parent_summary_sweep';
const SWEEP_HOUR_UTC = 15;
const SWEEP_BATCH = 200;

type Facts = {
  studentFirst: string;
  guardian: { name: string; email: string } | null;
  planTitle: string | null;
  timeZone: string;
  assessmentAt: Date | null;
  top: string[];
  saved: string[];
  savedCount: number;
  held: number;
  upcoming: number;
};

async function loadFacts(db: Database, userId: number, now: Date): Promise<Facts> {
  const user = await db
    .selectFrom('users')
    .leftJoin('pricing_plans', 'pricing_plans.id', 'users.pricing_plan_id')
    .leftJoin('guardian_contacts', 'guardian_contacts.user_id', 'users.id')
    .select([
      'users.first_name',
      'users.time_zone',
      'users.state',
      'pricing_plans.title as plan_title',
      'guardian_contacts.name as guardian_name',
      'guardian_contacts.email as guardian_email',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const attempt = await db
    .selectFrom('assessment_attempts')
    .select(['id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const results = attempt
    ? await db
        .selectFrom('career_results')
        .select(['title', 'rank', 'interested'])
        .where('attempt_id', '=', attempt.id)
        .orderBy('rank')
        .execute()
    : [];
  const saved = results.filter((r) => r.interested);
  const sessions = await db
    .selectFrom('mentor_sessions')
    .select([
      sql<number>`count(*) filter (where status = 'held')`.as('held'),
      sql<number>`count(*) filter (where status = 'scheduled' and scheduled_at > ${now})`.as('upcoming'),
    ])
    .where('student_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    studentFirst: user.first_name,
    guardian: user.guardian_email ? { name: user.guardian_name ?? '', email: user.guardian_email } : null,
    planTitle: user.plan_title,
    timeZone: memberTimeZone(user),
    assessmentAt: attempt?.created_at ?? null,
    top: results.slice(0, 3).map((r) => r.title),
    saved: saved.slice(0, 5).map((r) => r.title),
    savedCount: saved.length,
    held: Number(sessions.held),
    upcoming: Number(sessions.upcoming),
  };
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The e-mail: subject and paragraphs. Pure, so the preview is exactly what is sent. */
export function composeSummary(f: Facts, now: Date, safeguardingEmail: string, publicUrl: string) {
  const month = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: f.timeZone,
  }).format(now);
  const day = (d: Date) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: f.timeZone }).format(d);
  const name = f.studentFirst;
  const lines = [
    `Hello${f.guardian?.name ? ` ${f.guardian.name}` : ''},`,
    `Here is ${name}'s progress on Pathscoop, the career-guidance service ${name} uses${f.planTitle ? ` (${f.planTitle} plan)` : ''}. ${name} can see this same summary, and can turn it off, on their Profile Info page.`,
    f.assessmentAt
      ? `Career assessment: finished on ${day(f.assessmentAt)}.${f.top.length ? ` ${name}'s top matches are ${list(f.top)}.` : ''}`
      : `Career assessment: not finished yet. It takes 10-15 minutes and gives ${name} ten careers matched to their interests and skills.`,
    f.savedCount > 0
      ? `Saved to explore: ${plural(f.savedCount, 'career', 'careers')} (${list(f.saved)}${f.savedCount > f.saved.length ? ' and more' : ''}).`
      : 'Saved to explore: no careers saved yet.',
    `Mentorship: ${plural(f.held, 'session', 'sessions')} held, ${plural(f.upcoming, 'session', 'sessions')} coming up. Sessions are short video calls with vetted volunteer professionals; you are told of each one when it is booked.`,
    f.top[0]
      ? `A question you could ask ${name}: what surprised you most about ${f.top[0]}?`
      : `A question you could ask ${name}: which kind of work would you like to try for a day?`,
    `What we don't share: ${name}'s conversations with the AI companions and with mentors stay private. If anything worries you, write to ${safeguardingEmail}.`,
    `Pathscoop: ${publicUrl}`,
  ];
  return { subject: `${name}'s Pathscoop progress, ${month}`, lines };
}

type Setting = { enabled: boolean; last_sent_at: Date | null };

async function loadSetting(db: Database, userId: number): Promise<Setting> {
  const row = await db
    .selectFrom('parent_summaries')
    .select(['enabled', 'last_sent_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? { enabled: true, last_sent_at: null };
}

/** GET parent_summary/ */
export async function getParentSummary(ctx: AppContext, user: CurrentUser): Promise<ParentSummaryView> {
  const now = ctx.now();
  const [ent, facts, setting] = await Promise.all([
    loadEntitlements(ctx.db, user.id, now),
    loadFacts(ctx.db, user.id, now),
    loadSetting(ctx.db, user.id),
  ]);
  const willSend = ent.parentSummary && setting.enabled && facts.guardian !== null;
  const nextAt = !willSend
    ? null
    : setting.last_sent_at
      ? nextSweepAt(new Date(Math.max(now.getTime(), setting.last_sent_at.getTime() + SUMMARY_INTERVAL_MS)))
      : nextSweepAt(now);
  return {
    included: ent.parentSummary,
    has_guardian: facts.guardian !== null,
    enabled: setting.enabled,
    last_sent_at: setting.last_sent_at?.toISOString() ?? null,
    next_at: nextAt?.toISOString() ?? null,
    preview: composeSummary(facts, now, ctx.config.SAFEGUARDING_EMAIL, ctx.config.PUBLIC_URL),
  };
}

/** PUT parent_summary/ {enabled} */
export async function setParentSummary(ctx: AppContext, user: CurrentUser, enabled: boolean) {
  await ctx.db
    .insertInto('parent_summaries')
    .values({ user_id: user.id, enabled })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ enabled, updated_at: ctx.now() }))
    .execute();
  return { detail: enabled ? PARENT_SUMMARY_MESSAGES.on : PARENT_SUMMARY_MESSAGES.off };
}

/**
 * Claims the right to send (atomically, so two processes or two clicks never send twice): sets
 * last_sent_at to now if the summary is on and the last one is older than `interval`.
 */
async function claimSend(db: Database, userId: number, now: Date, interval: number): Promise<boolean> {
  const cutoff = new Date(now.getTime() - interval);
  const res = await sql<{ user_id: number }>`
    insert into parent_summaries (user_id, enabled, last_sent_at, updated_at)
    values (${userId}, true, ${now}, ${now})
    on conflict (user_id) do update set last_sent_at = excluded.last_sent_at, updated_at = excluded.updated_at
      where parent_summaries.enabled
        and (parent_summaries.last_sent_at is null or parent_summaries.last_sent_at <= ${cutoff})
    returning user_id`.execute(db);
  return res.rows.length === 1;
}

async function deliver(ctx: AppContext, userId: number, now: Date): Promise<boolean> {
  const facts = await loadFacts(ctx.db, userId, now);
  if (!facts.guardian) return false;
  const mail = composeSummary(facts, now, ctx.config.SAFEGUARDING_EMAIL, ctx.config.PUBLIC_URL);
  await sendMail(ctx, facts.guardian.email, mail.subject, mail.lines);
  return true;
}

/** POST parent_summary/send/ — one now (at most one a day). */
export async function sendParentSummaryNow(ctx: AppContext, user: CurrentUser) {
  const now = ctx.now();
  const ent = await loadEntitlements(ctx.db, user.id, now);
  if (!ent.parentSummary)
    throw new AppError(403, { detail: PARENT_SUMMARY_MESSAGES.notIncluded, code: 'not_included' });
  const guardian = await ctx.db
    .selectFrom('guardian_contacts')
    .select('user_id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!guardian)
    throw new AppError(409, { detail: PARENT_SUMMARY_MESSAGES.noGuardian, code: 'guardian_required' });
  const setting = await loadSetting(ctx.db, user.id);
  if (!setting.enabled)
    throw new AppError(409, { detail: PARENT_SUMMARY_MESSAGES.turnedOff, code: 'turned_off' });
  if (!(await claimSend(ctx.db, user.id, now, SEND_NOW_INTERVAL_MS))) {
    const last = (await loadSetting(ctx.db, user.id)).last_sent_at ?? now;
    const wait = Math.max(1, Math.ceil((last.getTime() + SEND_NOW_INTERVAL_MS - now.getTime()) / 1000));
    throw tooManyRequests(wait, PARENT_SUMMARY_MESSAGES.tooSoon);
  }
  await deliver(ctx, user.id, now);
  return { detail: PARENT_SUMMARY_MESSAGES.sent, sent_at: now.toISOString() };
}

/** The daily sweep's next run after `now` (today at SWEEP_HOUR_UTC if still ahead, else tomorrow). */
export function nextSweepAt(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), SWEEP_HOUR_UTC));
  return at.getTime() >= now.getTime() ? at : new Date(at.getTime() + DAY_MS);
}

export async function scheduleParentSummaries(db: Database, now: Date): Promise<void> {
  const runAt = nextSweepAt(now);
  await enqueueJob(db, {
    kind: SUMMARY_JOB,
    key: `${SUMMARY_JOB}:${runAt.toISOString().slice(0, 10)}`,
    runAt,
  });
}

/**
 * Sends every due summary: students on a current plan that includes it, with a guardian on file,
 * not turned off, none sent in the last 30 days. Each send is claimed first (at most once even if
 * the job is retried or two processes run it); returns how many were sent.
 */
export async function sweepParentSummaries(ctx: AppContext, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SUMMARY_INTERVAL_MS);
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const batch = await ctx.db
      .selectFrom('users')
      .innerJoin('guardian_contacts', 'guardian_contacts.user_id', 'users.id')
      .leftJoin('parent_summaries', 'parent_summaries.user_id', 'users.id')
      .select('users.id')
      .where('users.role', '=', 'Student')
      .where('users.deactivated_at', 'is', null)
      .where('users.pricing_plan_id', 'is not', null)
      .where((eb) => eb.or([eb('users.plan_expires_at', 'is', null), eb('users.plan_expires_at', '>', now)]))
      .where((eb) =>
        eb.or([
          eb('parent_summaries.user_id', 'is', null),
          eb.and([
            eb('parent_summaries.enabled', '=', true),
            eb.or([
              eb('parent_summaries.last_sent_at', 'is', null),
              eb('parent_summaries.last_sent_at', '<=', cutoff),
            ]),
          ]),
        ]),
      )
      .where('users.id', '>', afterId)
      .orderBy('users.id')
      .limit(SWEEP_BATCH)
      .execute();
    if (batch.length === 0) return sent;
    for (const { id } of batch) {
      afterId = id;
      // The one entitlement rule decides (the version of the plan the student bought).
      if (!(await loadEntitlements(ctx.db, id, now)).parentSummary) continue;
      if (!(await claimSend(ctx.db, id, now, SUMMARY_INTERVAL_MS))) continue;
      if (await deliver(ctx, id, now)) sent += 1;
    }
  }
}

export function parentSummaryJobHandlers(): JobHandlers {
  return {
    [SUMMARY_JOB]: async (ctx: AppContext, _payload, db) => {
      const now = ctx.now();
      await sweepParentSummaries(ctx, now);
      await scheduleParentSummaries(db, new Date(now.getTime() + 1000));
    },
  };
}
