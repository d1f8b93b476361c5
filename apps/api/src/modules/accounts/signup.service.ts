import { MESSAGES, SCHOOL_CODE_MESSAGES, type signupSchema } from '@pathscoop/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { runAfterAnswer } from '../../lib/after-answer';
import { fieldErrors } from '../../lib/errors';
import { recordInvitedSignup } from '../invitations/invitations.service';
import {
  emailExists,
  existingTagIds,
  findSchoolByCode,
  industryExists,
  insertUser,
  insertUserTags,
  schoolCodeProblem,
} from './accounts.repo';
import { passwordProblems } from './password-rules';
import { hashPassword } from './passwords';
import { sendVerificationMail } from './verification.service';

export type SignupData = z.output<typeof signupSchema>;

const invalidPk = (id: number) => `Invalid pk "${id}" - object does not exist.`;

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}

/**
 * POST signup/. Checks what the schema cannot (unique e-mail, password rules, affiliate code,
 * industry and tags), reporting every field error at once, then stores every field of the
 * payload and mails the verification link (after answering). Sign-in is refused until the link is
 * followed.
 */
export async function signUp(
  ctx: AppContext,
  data: SignupData,
  log?: { error: (obj: object, msg: string) => void },
): Promise<{ id: number; email: string }> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] ??= [];
    errors[field].push(message);
  };

  if (await emailExists(ctx.db, data.email)) add('email', MESSAGES.emailTaken);
  for (const problem of passwordProblems(data.password, data)) add('password', problem);

  let schoolId: number | null = null;
  let affiliateCode: string | null = null;
  if (data.role === 'Student' && data.affiliate_code) {
    const school = await findSchoolByCode(ctx.db, data.affiliate_code);
    if (school) {
      schoolId = school.id;
      affiliateCode = school.affiliate_code;
      const problem = await schoolCodeProblem(ctx.db, school.id, ctx.now());
      if (problem) add('affiliate_code', SCHOOL_CODE_MESSAGES[problem]);
    } else add('affiliate_code', MESSAGES.affiliateUnknown);
  }
  let tagIds: number[] = [];
  if (data.role === 'Mentor') {
    if (!(await industryExists(ctx.db, data.Industry))) add('Industry', invalidPk(data.Industry));
    tagIds = [...new Set(data.tags)];
    const known = await existingTagIds(ctx.db, tagIds);
    for (const id of tagIds) if (!known.has(id)) add('tags', invalidPk(id));
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);

  const now = ctx.now();
  const passwordHash = await hashPassword(data.password);
  const common = {
    email: data.email,
    password_hash: passwordHash,
    role: data.role,
    first_name: data.first_name,
    last_name: data.last_name,
    phone: data.phone,
    address: data.address,
    city: data.city,
    state: data.state,
    password_changed_at: now,
    created_at: now,
    updated_at: now,
  };
  let userId: number;
  try {
    userId = await ctx.db.transaction().execute(async (trx) => {
      if (data.role === 'Student') {
        // The seat check again, under a lock on the school: two sign-ups cannot take the last seat.
        if (schoolId !== null) {
          const problem = await schoolCodeProblem(trx, schoolId, now, true);
          if (problem)
            throw fieldErrors({
              affiliate_code: [SCHOOL_CODE_MESSAGES[problem]],
            });
        }
        return insertUser(trx, {
          ...common,
          country: data.country ?? '',
          zipcode: data.zipcode,
          age: data.age,
          grade: data.grade ?? null,
          education: data.education ?? null,
          careers: data.careers,
          certainty: data.certainty,
          favorite_ice_cream_flavor: data.favorite_ice_cream_flavor,
          affiliate_code: affiliateCode,
          school_id: schoolId,
          terms_accepted_at: now,
          allow_data_sharing: data.allow_data_sharing,
          data_sharing_consented_at: data.allow_data_sharing ? now : null,
        });
      }
      const id = await insertUser(trx, {
        ...common,
        country: data.country,
        zipcode: data.zipCode,
        title: data.title,
        industry_id: data.Industry,
        social_url: data.social_url,
        terms_accepted_at: now,
        allow_data_sharing: data.shareDataCheck,
        data_sharing_consented_at: data.shareDataCheck ? now : null,
      });
      await insertUserTags(trx, id, tagIds);
      return id;
    });
  } catch (err) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(err)) throw fieldErrors({ email: [MESSAGES.emailTaken] });
    throw err;
  }

  // Who invited whom (invitations module): by the invited address.
  await recordInvitedSignup(ctx.db, userId, data.email, now);
  // After answering: a slow mail server neither delays sign-up nor shows in its timing. If the mail
  // fails, the account exists and the user can ask for a new link (verify-email/resend/).
  runAfterAnswer(log ?? console, 'sign-up: the verification mail', () =>
    sendVerificationMail(ctx, { id: userId, email: data.email, first_name: data.first_name }),
  );
  return { id: userId, email: data.email };
}
