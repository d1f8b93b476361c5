import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 flex-none"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** One icon per profile menu entry (own drawings). */
export const MENU_ICONS: Record<string, ReactNode> = {
  recommendations: (
    <Icon>
      <path d="m12 3 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8-4.3-4.1 5.9-.9L12 3Z" />
    </Icon>
  ),
  strengths: (
    <Icon>
      <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />
    </Icon>
  ),
  'ai-report': (
    <Icon>
      <path d="M7 3h7l5 5v13H7V3Z" />
      <path d="M14 3v5h5M10 13h6M10 17h4" />
    </Icon>
  ),
  'ai-companions': (
    <Icon>
      <rect x="4" y="7" width="16" height="12" rx="4" />
      <path d="M12 3v4M9 13h.01M15 13h.01" />
    </Icon>
  ),
  sessions: (
    <Icon>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </Icon>
  ),
  customrequest: (
    <Icon>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
      <path d="M12 9v6M9 12h6" />
    </Icon>
  ),
  'profile-info': (
    <Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1-4.4 4-6.5 8-6.5s7 2.1 8 6.5" />
    </Icon>
  ),
  myPlan: (
    <Icon>
      <path d="M8 3h8l-1.5 6h-5L8 3Z" />
      <path d="M9.5 9 12 21l2.5-12" />
    </Icon>
  ),
  MyFeedback: (
    <Icon>
      <path d="M4 5h16v11H9l-5 4V5Z" />
      <path d="M8 9h8M8 12h5" />
    </Icon>
  ),
  invite: (
    <Icon>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21c.8-4 3.4-6 7-6s6.2 2 7 6M19 8v6M16 11h6" />
    </Icon>
  ),
  lock: (
    <Icon>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </Icon>
  ),
  logout: (
    <Icon>
      <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4" />
    </Icon>
  ),
};
