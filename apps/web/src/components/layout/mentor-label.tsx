import { useIsSchoolCounselor } from '../../lib/staff-roles';

/**
 * The line under a Mentor-role account's name: 'Community Partner', or 'School counselor' for a
 * counselor account (issue 21; such accounts carry role Mentor in the user row). Its own chunk,
 * loaded only for Mentor-role accounts; nothing is shown until the answer is known.
 */
export default function MentorLabel() {
  const counselor = useIsSchoolCounselor(true);
  if (counselor.isPending) return null;
  return <>{counselor.data ? 'School counselor' : 'Community Partner'}</>;
}
