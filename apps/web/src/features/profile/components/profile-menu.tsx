import type { Profile, Role } from '@pathscoop/contracts';
import { type ReactNode, useId } from 'react';
import { NavLink } from 'react-router';
import { BUILT_ENTRIES, type MenuItem, menuFor } from '../menu-items';
import { Avatar } from './avatar';
import { MENU_ICONS } from './menu-icons';

const itemBase =
  'flex min-h-12 w-full items-center gap-3 rounded-2xl px-4 py-2.5 text-left font-semibold transition-colors';

type Props = {
  role: Role | undefined;
  firstName: string;
  lastName?: string;
  image?: string | null;
  aiReport: Profile['ai_report'] | undefined;
  onLogout: () => void;
  /** Opens the Invite a Friend modal. */
  onInvite?: () => void;
};

/** Greeting, the entries for the role (unbuilt ones disabled), and Log Out. */
export function ProfileMenu({ role, firstName, lastName, image, aiReport, onLogout, onInvite }: Props) {
  const soonId = useId();
  const lockedId = useId();
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-3 px-2 pb-5">
        <Avatar image={image} firstName={firstName} lastName={lastName} size={52} />
        <div className="min-w-0">
          <p className="truncate font-display text-lg font-bold text-ink-900">Hi {firstName || 'there'} !</p>
          <NavLink
            to="/profile/profile-info"
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Profile Information
          </NavLink>
        </div>
      </div>
      <span id={soonId} className="sr-only">
        Coming soon
      </span>
      <span id={lockedId} className="sr-only">
        Available once your AI Insights Report is ready
      </span>
      <nav aria-label="Profile">
        <ul className="space-y-1">
          {menuFor(role).map((item) => (
            <li key={item.id}>
              <MenuEntry
                item={item}
                aiReport={aiReport}
                soonId={soonId}
                lockedId={lockedId}
                onInvite={onInvite}
              />
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto border-t border-brand-100 pt-3">
        <button
          type="button"
          onClick={onLogout}
          className={`${itemBase} text-ink-700 hover:bg-brand-50 hover:text-brand-700`}
        >
          {MENU_ICONS.logout}
          Log Out
        </button>
      </div>
    </div>
  );
}

function MenuEntry({
  item,
  aiReport,
  soonId,
  lockedId,
  onInvite,
}: {
  item: MenuItem;
  aiReport?: string | null;
  soonId: string;
  lockedId: string;
  onInvite?: () => void;
}) {
  const icon = MENU_ICONS[item.id];
  if (item.kind === 'invite' && onInvite) {
    return (
      <button
        type="button"
        onClick={onInvite}
        aria-haspopup="dialog"
        className={`${itemBase} text-ink-700 hover:bg-brand-50 hover:text-brand-700`}
      >
        {icon}
        {item.label}
      </button>
    );
  }
  if (item.kind === 'report') {
    // Issue 24 #19: locked (disabled) until the report exists; once it does, an open link (no lock).
    if (aiReport) {
      return (
        <a
          href={aiReport}
          target="_blank"
          rel="noopener noreferrer"
          className={`${itemBase} text-ink-700 hover:bg-brand-50 hover:text-brand-700`}
        >
          {icon}
          <span className="flex-1">{item.label}</span>
          <span aria-hidden="true" className="text-brand-700">
            ↗
          </span>
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      );
    }
    return <DisabledEntry icon={icon} label={item.label} note="Locked" describedBy={lockedId} locked />;
  }
  if (item.route && BUILT_ENTRIES.has(item.id)) {
    return (
      <NavLink
        to={`/profile/${item.route}`}
        className={({ isActive }) =>
          `${itemBase} ${isActive ? 'bg-brand-600 text-white shadow-md' : 'text-ink-700 hover:bg-brand-50 hover:text-brand-700'}`
        }
      >
        {icon}
        {item.label}
      </NavLink>
    );
  }
  return <DisabledEntry icon={icon} label={item.label} note="Soon" describedBy={soonId} />;
}

function DisabledEntry({
  icon,
  label,
  note,
  describedBy,
  locked,
}: {
  icon: ReactNode;
  label: string;
  note: string;
  describedBy: string;
  locked?: boolean;
}) {
  return (
    <button
      type="button"
      aria-disabled="true"
      aria-describedby={describedBy}
      onClick={(e) => e.preventDefault()}
      className={`${itemBase} cursor-not-allowed text-ink-500`}
    >
      {icon}
      <span className="flex-1">{label}</span>
      {locked ? (
        <span className="text-ink-500">{MENU_ICONS.lock}</span>
      ) : (
        <span
          aria-hidden="true"
          className="rounded-full bg-ink-900/5 px-2 py-0.5 text-xs font-semibold text-ink-500"
        >
          {note}
        </span>
      )}
    </button>
  );
}
