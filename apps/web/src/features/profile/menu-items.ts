import type { Role } from '@pathscoop/contracts';

export type MenuItem = {
  id: string;
  label: string;
  /** Child route under /profile; none for the report link and the invite modal. */
  route?: string;
  kind: 'page' | 'report' | 'invite';
  roles: readonly Role[];
};

const BOTH: readonly Role[] = ['Student', 'Mentor'];
const STUDENT: readonly Role[] = ['Student'];

/** Side menu of the profile area, in the spec's order (part 2, Profile area layout). */
export const MENU_ITEMS: readonly MenuItem[] = [
  { id: 'recommendations', label: 'Recommendations', route: 'recommendations', kind: 'page', roles: STUDENT },
  { id: 'strengths', label: 'Strengths', route: 'strengths', kind: 'page', roles: STUDENT },
  { id: 'ai-report', label: 'AI Insights Report', kind: 'report', roles: STUDENT },
  { id: 'ai-companions', label: 'AI Companions', route: 'ai-companions', kind: 'page', roles: STUDENT },
  { id: 'sessions', label: 'Sessions', route: 'sessions', kind: 'page', roles: BOTH },
  { id: 'customrequest', label: 'Custom Request', route: 'customrequest', kind: 'page', roles: STUDENT },
  { id: 'profile-info', label: 'Profile Info', route: 'profile-info', kind: 'page', roles: BOTH },
  { id: 'myPlan', label: 'My Plan', route: 'myPlan', kind: 'page', roles: STUDENT },
  { id: 'MyFeedback', label: 'My Feedback', route: 'MyFeedback', kind: 'page', roles: BOTH },
  { id: 'invite', label: 'Invite a Friend', kind: 'invite', roles: BOTH },
];

/**
 * Menu entries whose screens exist. The others are shown disabled (not as broken links) until
 * their issue ships: add the route here when its page is registered in app/router.tsx.
 */
export const BUILT_ENTRIES: ReadonlySet<string> = new Set([
  'recommendations',
  'strengths',
  'profile-info',
  'myPlan',
  'ai-companions',
  'sessions',
  'customrequest',
  'MyFeedback',
]);

export function menuFor(role: Role | undefined): MenuItem[] {
  return MENU_ITEMS.filter((item) => item.roles.includes(role ?? 'Student'));
}

/**
 * The page title is the menu label; the edit pages are 'Profile Info', changePhoto
 * 'Change Profile Picture' (a career detail sets its own title in its page).
 */
export function pageTitleFor(pathname: string): string {
  const section = pathname.split('/').filter(Boolean)[1]?.toLowerCase() ?? 'recommendations';
  if (section === 'editprofile' || section === 'editpassword') return 'Profile Info';
  if (section === 'changephoto') return 'Change Profile Picture';
  const item = MENU_ITEMS.find((i) => i.route?.toLowerCase() === section);
  return item?.label ?? 'My Profile';
}
