import { Outlet } from 'react-router';

/** Placeholder: replaced by the profile layout (side menu by role, greeting, Log Out). */
export function Component() {
  return <Outlet />;
}
