import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PageSkeleton } from '../../components/feedback/page-skeleton';
import { usePageBusy, usePageSettled } from '../../lib/page-busy';
import { usePageTitle } from '../../lib/page-title';
import { useIsSchoolCounselor } from '../../lib/staff-roles';
import { useAuth } from '../../lib/use-auth';
import { useProfile } from './api/get-profile';
import { useSignOut } from './api/sign-out';
import { InviteModal } from './components/invite-modal';
import { LogoutModal } from './components/logout-modal';
import { MenuDrawer } from './components/menu-drawer';
import { ProfileMenu } from './components/profile-menu';
import { ResourceCarousels } from './components/resource-carousels';
import { pageTitleFor } from './menu-items';

const MOBILE_QUERY = '(max-width: 768px)';

/** What the layout offers its pages through `useOutletContext`. */
export type ProfileOutletContext = {
  /** The member is leaving on purpose (account deleted): no sign-in redirect when the session goes. */
  beginLeaving: () => void;
};

/**
 * /profile layout (spec part 2): side menu by role, greeting, Log Out with confirmation, and the
 * page title from the menu label. Guests go to /signin?redirect=<this path>. At 768px or less the
 * menu is a drawer that closes on navigation and locks the page scroll while open.
 */
export function Component() {
  const { isAuthenticated, user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [inviting, setInviting] = useState(false);
  const profile = useProfile(isAuthenticated);
  // School counselors (role Mentor in the user row) never see the mentor's menu (issue 21).
  const counselor = useIsSchoolCounselor(isAuthenticated && user?.role === 'Mentor');
  const signOut = useSignOut();
  const drawerId = useId();
  const pageBusy = usePageBusy();
  const pageSettled = usePageSettled();
  // A page may name itself (a career detail shows its mask_title: usePublishPageTitle).
  const title = usePageTitle(location.pathname) ?? pageTitleFor(location.pathname);
  // One object for the layout's lifetime: pages may depend on it in effects (issue 24 #9).
  const outletContext = useMemo<ProfileOutletContext>(() => ({ beginLeaving: () => setLeaving(true) }), []);

  useEffect(() => {
    document.title = `${title} · Pathscoop`;
  }, [title]);

  // Close the drawer on navigation, also to the page already shown (it only exists at 768px or less).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => setMenuOpen(false), [location.key]);

  // Lock the page scroll while the drawer is open; a wide screen has no drawer, so close it there.
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const mq = window.matchMedia?.(MOBILE_QUERY);
    const onResize = () => {
      if (mq && !mq.matches) setMenuOpen(false);
    };
    mq?.addEventListener?.('change', onResize);
    return () => {
      document.body.style.overflow = previous;
      mq?.removeEventListener?.('change', onResize);
    };
  }, [menuOpen]);

  if (!isAuthenticated) {
    if (leaving) return null;
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`/signin?${new URLSearchParams({ redirect })}`} replace />;
  }

  if (counselor.data === true) return <Navigate to="/counselor" replace />;
  if (user?.role === 'Mentor' && counselor.isPending) return null;

  const p = profile.data;
  const firstName = p?.first_name ?? user?.first_name ?? '';
  const menu = (
    <ProfileMenu
      role={p?.role ?? user?.role}
      firstName={firstName}
      lastName={p?.last_name ?? user?.last_name}
      image={p?.profile_image ?? p?.image ?? user?.image}
      aiReport={p?.ai_report}
      onLogout={() => {
        setMenuOpen(false);
        setConfirmLogout(true);
      }}
      onInvite={() => {
        setMenuOpen(false);
        setInviting(true);
      }}
    />
  );

  const logOut = () => {
    signOut.mutate(undefined, {
      onSettled: () => {
        setConfirmLogout(false);
        navigate('/', { replace: true });
      },
    });
    setLeaving(true);
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-5 sm:px-6 min-[769px]:py-10">
      <div className="min-[769px]:grid min-[769px]:grid-cols-[17rem_minmax(0,1fr)] min-[769px]:gap-8 lg:grid-cols-[18.5rem_minmax(0,1fr)]">
        <aside className="hidden min-[769px]:block" aria-label="Profile menu">
          <div className="sticky top-28 rounded-[1.75rem] bg-white p-4 shadow-[0_18px_40px_-28px_rgba(31,26,46,0.5)] ring-1 ring-brand-100">
            {menu}
          </div>
        </aside>

        {/* At least a screen tall, so the footer never shows (and moves) while a page loads. */}
        <div className="min-h-[calc(100svh-4rem)] min-w-0 lg:min-h-[calc(100svh-5rem)]">
          <div className="mb-4 flex items-center justify-between gap-3 min-[769px]:mb-5">
            {/* At 768px or less the top bar already shows the page name. */}
            <h1 className="sr-only font-display text-3xl font-bold text-ink-900 min-[769px]:not-sr-only">
              {title}
            </h1>
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-expanded={menuOpen}
              aria-controls={drawerId}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand-600 bg-white px-4 font-semibold text-brand-700 min-[769px]:hidden"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
              >
                <path d="M4 7h16M4 12h16M4 17h10" strokeLinecap="round" />
              </svg>
              Profile menu
            </button>
          </div>
          {profile.isError && !profile.data ? (
            <div role="alert" className="rounded-3xl bg-white p-6 ring-1 ring-brand-100">
              <p className="font-semibold text-brand-700">We could not load your profile.</p>
              <button
                type="button"
                onClick={() => profile.refetch()}
                className="mt-3 font-semibold text-brand-700 underline underline-offset-2"
              >
                Try again
              </button>
            </div>
          ) : (
            <Suspense fallback={<PageSkeleton label="Loading…" />}>
              <Outlet context={outletContext} />
            </Suspense>
          )}
          {/* Picks For You and Great Finds, under every profile page (spec part 2), once the page has
              its content: a page filling in above them must not push them (issue 26). */}
          <div hidden={pageBusy}>
            <ResourceCarousels school={p?.school?.id ?? user?.school?.id ?? null} load={pageSettled} />
          </div>
        </div>
      </div>

      <MenuDrawer id={drawerId} open={menuOpen} onClose={() => setMenuOpen(false)}>
        {menu}
      </MenuDrawer>

      <InviteModal open={inviting} onClose={() => setInviting(false)} />

      <LogoutModal
        open={confirmLogout}
        busy={signOut.isPending}
        onNo={() => setConfirmLogout(false)}
        onYes={logOut}
      />
    </div>
  );
}
