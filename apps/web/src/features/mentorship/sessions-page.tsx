import type { MentorSession } from '@pathscoop/contracts';
import { gradeInWords } from '@pathscoop/contracts';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageSkeleton } from '../../components/feedback/page-skeleton';
import { useAuth } from '../../lib/use-auth';
import { useSessions } from './api/sessions';
import { CustomRequestForm } from './components/custom-request-form';
import { formatDateTime, MENTOR_STATUS_TEXT, STATUS_TEXT } from './components/format';
import { MentoringProfilePanel } from './components/mentoring-profile-panel';
import { SessionActions } from './components/session-actions';

type Tab = 'history' | 'active' | 'custom';
const TABS: { id: Tab; label: string }[] = [
  { id: 'history', label: 'Session History' },
  { id: 'active', label: 'Active Sessions' },
  { id: 'custom', label: 'Custom Request' },
];

function StartTestButton() {
  return (
    <Link
      to="/scenario/0"
      className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
    >
      Start test now
    </Link>
  );
}

function SessionItem({ session, role }: { session: MentorSession; role: 'Student' | 'Mentor' }) {
  const counterpart = role === 'Mentor' ? session.student : (session.mentor_name ?? 'Mentor to be matched');
  const text = (role === 'Mentor' ? MENTOR_STATUS_TEXT : STATUS_TEXT)[session.status];
  return (
    <li className="rounded-3xl bg-white p-5 ring-1 ring-brand-100">
      <div className="flex flex-wrap items-center gap-2">
        {session.is_active && (
          <span className="rounded-full bg-cone-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-ink-900">
            Pending
          </span>
        )}
        <span className="text-sm text-ink-700">{text}</span>
      </div>
      <h3 className="mt-2 font-display text-lg font-bold text-ink-900">{session.topic}</h3>
      <p className="text-ink-700">
        {role === 'Mentor' ? 'Student' : 'Mentor'}: <strong>{counterpart}</strong>
        {role === 'Mentor' && session.student_grade ? ` · ${gradeInWords(session.student_grade)}` : ''}
      </p>
      {session.datetime && <p className="text-sm text-ink-700">{formatDateTime(session.datetime)}</p>}
      <SessionActions session={session} role={role} />
    </li>
  );
}

/** /profile/sessions and /profile/customrequest (spec part 2 §2 Sessions): three tabs, both roles. */
export function SessionsPage({ initialTab }: { initialTab: Tab }) {
  const { user } = useAuth();
  const role = user?.role === 'Mentor' ? 'Mentor' : 'Student';
  const tabs = role === 'Mentor' ? TABS.filter((t) => t.id !== 'custom') : TABS;
  const [tab, setTab] = useState<Tab>(role === 'Mentor' && initialTab === 'custom' ? 'active' : initialTab);
  const sessions = useSessions();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const list = sessions.data ?? [];
  const shown = list.filter((s) => (tab === 'active' ? s.is_active : !s.is_active));

  const onKey = (e: KeyboardEvent, index: number) => {
    const next = e.key === 'ArrowRight' ? index + 1 : e.key === 'ArrowLeft' ? index - 1 : null;
    if (next === null) return;
    const i = (next + tabs.length) % tabs.length;
    setTab(tabs[i]!.id);
    refs.current[i]?.focus();
  };

  return (
    <div className="space-y-5">
      {role === 'Mentor' && <MentoringProfilePanel />}
      <div role="tablist" aria-label="Sessions" className="flex flex-wrap gap-2">
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => onKey(e, i)}
            className={`min-h-11 rounded-full px-5 font-semibold ${tab === t.id ? 'bg-brand-600 text-white' : 'bg-white text-ink-900 ring-1 ring-brand-100 hover:bg-brand-50'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'custom' ? (
          <div className="rounded-[1.75rem] bg-white p-5 ring-1 ring-brand-100 sm:p-6">
            <CustomRequestForm />
          </div>
        ) : sessions.isError ? (
          <p role="alert" className="rounded-3xl bg-white p-6 font-semibold text-brand-700">
            We could not load your sessions.
          </p>
        ) : sessions.isPending ? (
          <PageSkeleton label="Loading your sessions…" blocks={['h-48', 'h-48']} />
        ) : shown.length ? (
          <ul className="space-y-4">
            {shown.map((s) => (
              <SessionItem key={s.id} session={s} role={role} />
            ))}
          </ul>
        ) : (
          <div className="rounded-3xl bg-white p-8 text-center ring-1 ring-brand-100">
            <p className="text-ink-900">
              {tab === 'active' ? "You don't have active sessions yet" : "You don't have Session History yet"}
            </p>
            {role === 'Student' && <StartTestButton />}
          </div>
        )}
      </div>
    </div>
  );
}

export function Component() {
  const { pathname } = useLocation();
  return <SessionsPage initialTab={pathname.toLowerCase().endsWith('customrequest') ? 'custom' : 'active'} />;
}
