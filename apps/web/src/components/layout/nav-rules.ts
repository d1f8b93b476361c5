import type { AuthUser } from '@pathscoop/contracts';

type NavUser = Pick<AuthUser, 'role' | 'pricing_plan' | 'affiliate_code'> & Partial<AuthUser>;

/**
 * 'Pricing Plan' shows only to a logged-in user whose role is not Mentor and who has neither an
 * affiliate code nor a pricing plan (spec part 2, Top navigation).
 */
export function canSeePricingLink(isAuthenticated: boolean, user: NavUser | null): boolean {
  if (!isAuthenticated || !user) return false;
  return user.role !== 'Mentor' && !user.affiliate_code && !user.pricing_plan;
}

/**
 * The plan line under the name (spec part 2): mentors are 'Community Partner'; a student with a
 * plan shows that plan's title (looked up by `PlanName`, so this answers null), else 'Free Member'.
 */
export function planLabel(user: NavUser): string | null {
  if (user.role === 'Mentor') return 'Community Partner';
  if (user.pricing_plan) return null;
  return 'Free Member';
}

export function displayName(user: Partial<AuthUser>): string {
  const full = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return full || user.email || 'My profile';
}

const PROFILE_PAGE_NAMES: Record<string, string> = {
  recommendations: 'Recommendations',
  strengths: 'Strengths',
  'ai-companions': 'AI Companions',
  sessions: 'Sessions',
  customrequest: 'Custom Request',
  'profile-info': 'Profile Info',
  editprofile: 'Profile Info',
  editpassword: 'Profile Info',
  changephoto: 'Change Profile Picture',
  myplan: 'My Plan',
  myfeedback: 'My Feedback',
};

const titleCase = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

/**
 * The page name shown in the mobile bar inside a /profile child route, or null outside them.
 * A career detail shows 'Career Details' until the page publishes the career's name (lib/page-title); a companion
 * chat shows the companion's name from the URL.
 */
export function profilePageName(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'profile' || parts.length < 2) return null;
  const [, section, ...rest] = parts;
  const key = section!.toLowerCase();
  if (key === 'recommendations' && rest[0] === 'career') return 'Career Details';
  if (key === 'ai-companions' && rest.length >= 2) return titleCase(decodeURIComponent(rest[1]!));
  return PROFILE_PAGE_NAMES[key] ?? titleCase(section!);
}
