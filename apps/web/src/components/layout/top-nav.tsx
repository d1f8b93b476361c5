import type { AuthUser } from '@pathscoop/contracts';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { usePageSettled } from '../../lib/page-busy';
import { usePageTitle } from '../../lib/page-title';
import { usePrerendering } from '../../lib/prerender';
import { useAuth } from '../../lib/use-auth';
import { ArrowLeftIcon, CloseIcon, ExternalIcon, MenuIcon } from './icons';
import { Logo } from './logo';
import { canSeePricingLink, displayName, planLabel, profilePageName } from './nav-rules';
import { SITE } from './site-config';

const PlanName = lazy(() => import('./plan-name'));
const MentorLabel = lazy(() => import('./mentor-label'));

export const DEFAULT_AVATAR = '/images/avatar-default.svg';

type NavItem = { label: string; to: string; external?: boolean };

function useNavItems(): NavItem[] {
  const { isAuthenticated, user } = useAuth();
  const items: NavItem[] = [
    { label: 'Stories', to: '/stories' },
    { label: 'About Us', to: '/about' },
    { label: 'FAQ', to: '/faq' },
  ];
  if (canSeePricingLink(isAuthenticated, user)) items.push({ label: 'Pricing Plan', to: '/pricingplan' });
  items.push(
    { label: 'For Organizations', to: SITE.organizationsUrl, external: true },
    { label: 'Blog', to: SITE.blogUrl, external: true },
  );
  return items;
}

function NavItemLink({ item, className }: { item: NavItem; className: string }) {
  if (item.external)
    return (
      <a href={item.to} target="_blank" rel="noopener noreferrer" className={className}>
        {item.label}
        <ExternalIcon size={14} className="opacity-70" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  return (
    <NavLink
      to={item.to}
      className={({ isActive }) => `${className} ${isActive ? 'bg-brand-50 text-brand-700' : ''}`}
    >
      {item.label}
    </NavLink>
  );
}

function UserChip({ user, compact = false }: { user: AuthUser | null; compact?: boolean }) {
  const name = user ? displayName(user) : 'My profile';
  // The plan's name is fetched once the page has shown its own content (usePageSettled).
  const pageSettled = usePageSettled();
  return (
    <Link
      to="/profile"
      className="flex min-h-11 items-center gap-3 rounded-full py-1 pr-1 pl-1 hover:bg-brand-50 sm:pr-4"
    >
      <img
        src={user?.image || DEFAULT_AVATAR}
        alt=""
        width={40}
        height={40}
        className="h-10 w-10 shrink-0 rounded-full border-2 border-white bg-brand-100 object-cover shadow-sm"
      />
      {/* Its name is its visible text (name and plan, WCAG 2.5.3); phones show the picture alone. */}
      {compact && <span className="sr-only sm:hidden">{name}</span>}
      <span className={`min-w-0 flex-col leading-tight ${compact ? 'hidden sm:flex' : 'flex'}`}>
        <span className="max-w-44 truncate font-semibold text-ink-900">{name}</span>
        {user && (
          <span className="text-xs font-medium text-mint-700" data-testid="nav-plan-label">
            {user.role === 'Mentor' ? (
              <Suspense fallback={null}>
                <MentorLabel />
              </Suspense>
            ) : (
              (planLabel(user) ??
              (user.pricing_plan && pageSettled ? (
                <Suspense fallback={null}>
                  <PlanName planId={user.pricing_plan} />
                </Suspense>
              ) : null))
            )}
          </span>
        )}
      </span>
      <span className="sr-only">, your profile</span>
    </Link>
  );
}

function AuthButtons({ stacked = false }: { stacked?: boolean }) {
  const base =
    'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold transition-colors';
  return (
    <div className={stacked ? 'grid grid-cols-2 gap-3' : 'flex items-center gap-2'}>
      <Link to="/signin" className={`${base} border-2 border-brand-600 text-brand-700 hover:bg-brand-50`}>
        Login
      </Link>
      <Link to="/signup" className={`${base} bg-brand-600 text-white hover:bg-brand-700`}>
        Sign Up
      </Link>
    </div>
  );
}

/**
 * Top navigation on every page (spec part 2): logo, Stories, About Us, FAQ, Pricing Plan (rule in
 * nav-rules.ts), external For Organizations and Blog; Login/Sign Up for guests, the profile chip for
 * members. Below 1024 px a hamburger menu; inside /profile child routes the mobile bar shows a back
 * arrow and the page name instead of the logo.
 */
export function TopNav() {
  const { isAuthenticated, user } = useAuth();
  // Prerendered HTML does not know who is visiting: the account area and the menu panel appear
  // when the app starts (no "Login" flashing before a signed-in student's profile chip).
  const prerendering = usePrerendering();
  const items = useNavItems();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // A page's own name (a career detail: the career) once it has published it.
  const published = usePageTitle(location.pathname);
  const sectionName = profilePageName(location.pathname);
  const pageName = sectionName ? (published ?? sectionName) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the route changes
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/profile');
  };

  const linkClass =
    'inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-semibold text-ink-700 transition-colors hover:bg-brand-50 hover:text-brand-700 min-[1300px]:px-4';

  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-cream">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 lg:h-20 lg:px-6">
        {pageName && (
          <div className="flex min-w-0 flex-1 items-center gap-2 lg:hidden">
            <button
              type="button"
              onClick={goBack}
              aria-label="Back"
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink-900 hover:bg-brand-50"
            >
              <ArrowLeftIcon size={24} />
            </button>
            <span className="truncate font-display text-lg font-bold" data-testid="mobile-page-name">
              {pageName}
            </span>
          </div>
        )}
        <Link
          to="/"
          aria-label="Pathscoop home"
          className={`mr-auto shrink-0 rounded-lg ${pageName ? 'hidden lg:inline-flex' : 'inline-flex'}`}
        >
          <Logo />
        </Link>

        <ul className="hidden items-center gap-0.5 lg:flex">
          {items.map((item) => (
            <li key={item.label}>
              <NavItemLink item={item} className={linkClass} />
            </li>
          ))}
        </ul>

        <div className="ml-2 flex items-center gap-2">
          {prerendering ? null : isAuthenticated ? (
            <UserChip user={user} compact />
          ) : (
            <div className="hidden sm:block">
              <AuthButtons />
            </div>
          )}
          <button
            type="button"
            className="flex h-11 w-11 items-center justify-center rounded-full text-ink-900 hover:bg-brand-50 lg:hidden"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <CloseIcon size={26} /> : <MenuIcon size={26} />}
          </button>
        </div>
      </nav>

      <div
        id={panelId}
        hidden={!open}
        className="border-t border-brand-100 bg-cream px-4 pt-2 pb-5 shadow-lg lg:hidden"
      >
        <ul className="mx-auto flex max-w-7xl flex-col">
          {items.map((item) => (
            <li key={item.label}>
              <NavItemLink item={item} className={`${linkClass} w-full text-lg`} />
            </li>
          ))}
        </ul>
        {!prerendering && (
          <div className="mx-auto mt-3 max-w-7xl border-t border-brand-100 pt-4">
            {isAuthenticated ? <UserChip user={user} /> : <AuthButtons stacked />}
          </div>
        )}
      </div>
    </header>
  );
}
