import type { Profile } from '@pathscoop/contracts';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../lib/auth';
import { reportLinkFor } from '../exploration/exploration.service';
import { presentPlanState } from '../payments/plan-state';
import { findSchoolById, userTagIds } from './accounts.repo';

/**
 * GET profile/: the signed-in user's record, presented explicitly (never the row as is).
 * Plan fields from the payments module: an expired plan reads as none; `plan_is_paid` is true for
 * mentors and for a current plan with a nonzero price (spec part 2, My Plan).
 */
export async function presentProfile(ctx: AppContext, user: CurrentUser): Promise<Profile> {
  const [school, tags, plan, report] = await Promise.all([
    user.school_id ? findSchoolById(ctx.db, user.school_id) : Promise.resolve(undefined),
    user.role === 'Mentor' ? userTagIds(ctx.db, user.id) : Promise.resolve([]),
    presentPlanState(ctx.db, user, ctx.now()),
    reportLinkFor(ctx, user),
  ]);
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    age: user.age,
    address: user.address,
    city: user.city,
    state: user.state,
    country: user.country,
    zipcode: user.zipcode,
    careers: user.careers,
    certainty: user.certainty,
    grade: user.grade,
    education: user.education,
    favorite_ice_cream_flavor: user.favorite_ice_cream_flavor,
    about_me: user.about_me,
    title: user.title,
    industry: user.industry_id,
    tags,
    social_url: user.social_url,
    image: user.image,
    profile_image: user.image,
    ...plan,
    affiliate_code: user.affiliate_code,
    school: school ?? null,
    // Pathscoop's own report once the student has an attempt (modules/exploration), else any set link.
    ai_report: report ?? user.ai_report,
    email_verified: user.email_verified_at !== null,
    pending_email: user.pending_email ?? null,
    date_joined: user.created_at.toISOString(),
  };
}
