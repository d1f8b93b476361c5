import { z } from 'zod';
import { backofficeRoleSchema } from './backoffice';

/**
 * Plans in the back office (issue 20, docs/backoffice.md "Plans"). An edit makes a new version of
 * the plan's terms; members who bought an earlier version keep it.
 */

/** What a plan grants (the "includes"); pricing/entitlements.ts reads these from the bought terms. */
export type PlanIncludes = {
  mentor_sessions: number;
  companions: boolean;
  /** null = unlimited. */
  daily_chat_messages: number | null;
  priority_matching: boolean;
  /** A monthly progress e-mail to the parent or guardian (docs/parents.md). */
  parent_summary: boolean;
};

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const countOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()]);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Description lines are promises to paying families, so a line may not claim more than the plan's
 * includes give. Pure: the server refuses such an edit (400 on `description_lines`) and the web
 * form shows the same words before sending. Recognised claims, per line (case-insensitive):
 * - a number of sessions ("Three 1:1 micro-mentorship sessions", "2 sessions"): must equal `mentor_sessions`;
 * - a companion ("Career Buddy", "College Buddy", "companion"): needs `companions`;
 * - "unlimited" chats or messages: needs companions with no daily limit;
 * - "N messages a day": must equal `daily_chat_messages`;
 * - "priority": needs `priority_matching`;
 * - a parent or guardian "summary": needs `parent_summary`.
 * Returns one message per problem (empty = the lines keep to the includes).
 */
export function planDescriptionProblems(lines: readonly string[], includes: PlanIncludes): string[] {
  const problems: string[] = [];
  lines.forEach((raw, index) => {
    const line = raw.trim();
    const where = `Line ${index + 1} ("${line.length > 50 ? `${line.slice(0, 47)}…` : line}")`;
    const sessions =
      /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)\s+(?:[\w:-]+\s+){0,3}?sessions?\b/i.exec(
        line,
      );
    if (sessions) {
      const n = countOf(sessions[1] as string);
      if (n !== undefined && n !== includes.mentor_sessions)
        problems.push(
          `${where} promises ${plural(n, 'mentorship session', 'mentorship sessions')}, but the plan includes ${includes.mentor_sessions}. Change the line or the sessions.`,
        );
    }
    if (/\b(buddy|buddies|companions?)\b/i.test(line) && !includes.companions)
      problems.push(`${where} mentions the AI companions, but the plan does not include them.`);
    if (/\bunlimited\b/i.test(line) && /\b(chats?|messages?|buddy|buddies|companions?)\b/i.test(line)) {
      if (!includes.companions || includes.daily_chat_messages !== null)
        problems.push(
          `${where} promises unlimited chats, but the plan ${includes.companions ? `allows ${includes.daily_chat_messages} messages a day` : 'does not include the companions'}.`,
        );
    }
    const daily = /\b(\d+)\s+(?:[\w-]+\s+){0,2}?messages?\s+(?:a|per|each)\s+day\b/i.exec(line);
    if (daily && Number(daily[1]) !== includes.daily_chat_messages)
      problems.push(
        `${where} promises ${daily[1]} messages a day, but the plan allows ${includes.companions ? (includes.daily_chat_messages ?? 'unlimited') : 'none (no companions)'}.`,
      );
    if (/\bpriority\b/i.test(line) && !includes.priority_matching)
      problems.push(`${where} promises priority, but the plan does not include priority matching.`);
    if (
      /\b(parents?|guardians?)\b/i.test(line) &&
      /\bsummar(y|ies)\b/i.test(line) &&
      !includes.parent_summary
    )
      problems.push(`${where} promises a parent progress summary, but the plan does not include it.`);
  });
  return problems;
}

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .refine((s) => !s.includes('\u0000'), 'Null characters are not allowed.')
    .transform((s) => s.trim())
    .pipe(z.string().min(1, `Enter the ${label}.`).max(max, `Keep the ${label} under ${max} characters.`));

/** PUT backoffice/plans/{id}/: the whole new terms (they become the next version). */
export const planInputSchema = z
  .object({
    title: text('title', 60),
    price: z
      .string({ error: 'Enter the price in dollars, like 12 or 12.50.' })
      .transform((s) => s.trim().replace(/^\$/, ''))
      .pipe(
        z
          .string()
          .regex(/^\d{1,5}(\.\d{1,2})?$/, 'Enter the price in dollars, like 12 or 12.50.')
          .refine((s) => Number(s) <= 10_000, 'Keep the price at or under $10,000.'),
      )
      .transform((s) => Number(s).toFixed(2)),
    duration: text('duration (shown after the price, like "month" or "6 months")', 30),
    duration_days: z
      .number({ error: 'Enter how many days the plan lasts.' })
      .int('Enter a whole number of days.')
      .min(1, 'A plan lasts at least 1 day.')
      .max(3660, 'A plan lasts at most 10 years.')
      .nullable(),
    description_lines: z
      .array(
        text('line', 200).refine((s) => !/[\r\n]/.test(s), 'A line cannot contain a line break.'),
        {
          error: 'Enter the description lines.',
        },
      )
      .min(1, 'Enter at least one description line.')
      .max(12, 'At most 12 description lines.'),
    mentor_sessions: z
      .number({ error: 'Enter a number of sessions.' })
      .int('Enter a whole number of sessions.')
      .min(0, 'Sessions cannot be negative.')
      .max(50, 'At most 50 sessions.'),
    companions: z.boolean({ error: 'Choose whether companions are included.' }),
    daily_chat_messages: z
      .number({ error: 'Enter a number of messages.' })
      .int('Enter a whole number of messages.')
      .min(0, 'Messages a day cannot be negative.')
      .max(10_000, 'That is too many messages.')
      .nullable(),
    priority_matching: z.boolean({ error: 'Choose whether priority matching is included.' }),
    /** Absent = keep the current terms' value (the server then checks the lines against it). */
    parent_summary: z
      .boolean({ error: 'Choose whether the parent progress summary is included.' })
      .optional(),
  })
  .superRefine((v, ctx) => {
    const free = Number(v.price) === 0;
    if (!free && v.duration_days === null)
      ctx.addIssue({
        code: 'custom',
        path: ['duration_days'],
        message: 'A paid plan needs a length in days.',
      });
    if (free && v.duration_days !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['duration_days'],
        message: 'The free plan does not expire: leave the days empty.',
      });
    if (v.companions && v.daily_chat_messages === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['daily_chat_messages'],
        message: 'With the companions, allow at least 1 message a day, or leave it empty for unlimited.',
      });
    for (const message of planDescriptionProblems(v.description_lines, {
      ...v,
      parent_summary: v.parent_summary ?? true,
    }))
      ctx.addIssue({ code: 'custom', path: ['description_lines'], message });
  });
export type PlanInput = z.input<typeof planInputSchema>;

export const planVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  price: z.string(),
  duration: z.string(),
  duration_days: z.number().int().nullable(),
  mentor_sessions: z.number().int(),
  companions: z.boolean(),
  daily_chat_messages: z.number().int().nullable(),
  priority_matching: z.boolean(),
  parent_summary: z.boolean(),
  stripe_price_id: z.string().nullable(),
  created_at: z.string(),
  /** Members whose current (not expired) plan is this version. */
  members: z.number().int(),
});
export type PlanVersion = z.infer<typeof planVersionSchema>;

export const backofficePlanSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  price: z.string(),
  duration: z.string(),
  duration_days: z.number().int().nullable(),
  description_lines: z.array(z.string()),
  mentor_sessions: z.number().int(),
  companions: z.boolean(),
  daily_chat_messages: z.number().int().nullable(),
  priority_matching: z.boolean(),
  parent_summary: z.boolean(),
  is_active: z.boolean(),
  position: z.number().int(),
  current_version: z.number().int(),
  stripe_product_id: z.string().nullable(),
  /** Newest first. */
  versions: z.array(planVersionSchema),
});
export type BackofficePlan = z.infer<typeof backofficePlanSchema>;

// ── Accounts and roles (accounts.manage) ────────────────────────────────────────────────────────

export const backofficeAccountSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  roles: z.array(
    z.object({
      id: z.number().int(),
      role: backofficeRoleSchema,
      school_id: z.number().int().nullable(),
      school: z.string().nullable(),
    }),
  ),
  second_factor_enrolled: z.boolean(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
});
export type BackofficeAccount = z.infer<typeof backofficeAccountSchema>;

export const backofficeAccountListSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  results: z.array(backofficeAccountSchema),
});

/** POST backoffice/accounts/{user_id}/roles/ */
export const giveRoleSchema = z.object({
  role: z.enum(['operator', 'content_editor', 'support', 'safeguarding', 'school_counselor'], {
    error: 'Choose a role.',
  }),
  school_id: z.number({ error: 'Choose a school.' }).int().positive().nullable().optional(),
});

/** POST backoffice/accounts/{user_id}/disable/ */
export const disableAccountSchema = z.object({
  reason: z
    .string({ error: 'Please give a reason.' })
    .max(500, 'Keep the reason under 500 characters.')
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Please give a reason.')),
});

export const ACCOUNT_MESSAGES = {
  lastOwnOperatorRole:
    'You cannot remove your own operator role: ask another operator, so that someone can always run the service.',
  lastOperator:
    'This is the last enabled operator: give the operator role to another account first, so that no one is locked out.',
  disableSelf: 'You cannot disable your own account: ask another operator.',
  notAnAccount: 'This person has no back-office account.',
} as const;
