import { type BackofficeMe, ROLE_LABELS } from '@pathscoop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, NavLink, Route, Routes, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/use-auth';
import { AccountsPage } from './accounts-page';
import { useBackofficeMe } from './api/get-me';
import { useConfirmEnrolment, useStartEnrolment, useVerifySecondFactor } from './api/second-factor';
import { useBackofficeSignIn, useBackofficeSignOut } from './api/session';
import { AuditPage } from './audit-page';
import { CompanionsPage } from './companions-page';
import { ContentPage } from './content-page';
import { MemberPage } from './member-page';
import { MembersPage } from './members-page';
import { MentorshipPage } from './mentorship-page';
import { PaymentsPage } from './payments-page';
import { PlansPage } from './plans-page';
import { SchoolsPage } from './schools-page';
import { SecurityPage } from './security-page';

const message = (e: unknown) =>
  e instanceof ApiError ? e.message : 'Something went wrong. Please try again.';

/**
 * /backoffice/*: the back office, its own layout (no public navigation or footer) in a lazy chunk
 * students never download. Signed out → the back-office sign-in; no back-office account →
 * "Operators only"; not enrolled → set up the authenticator app; a new or idle session → the code;
 * then the pages the account's roles allow (docs/backoffice.md). The server checks every call.
 */
export function Component() {
  const { isAuthenticated } = useAuth();
  const me = useBackofficeMe(isAuthenticated);
  useEffect(() => {
    document.title = 'Back office · Pathscoop';
  }, []);

  let body: React.ReactNode;
  if (!isAuthenticated) body = <SignInScreen />;
  else if (me.isPending) body = <p role="status">Checking your access…</p>;
  else if (me.isError || !me.data) body = <NotStaff />;
  else if (me.data.second_factor === 'not_enrolled') body = <EnrolScreen />;
  else if (me.data.second_factor === 'required') body = <CodeScreen me={me.data} />;
  else return <Workspace me={me.data} />;

  return (
    <div className="min-h-screen bg-cream">
      <header className="border-b border-ink-500/20 bg-white px-6 py-4">
        <p className="font-display text-lg font-bold text-ink-900">Pathscoop back office</p>
      </header>
      <main id="main" className="mx-auto max-w-md px-4 py-10">
        {body}
      </main>
    </div>
  );
}

function SignInScreen() {
  const signIn = useBackofficeSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate({ email: email.trim(), password });
  };
  return (
    <section aria-labelledby="bo-signin" className="rounded-3xl bg-white p-6 ring-1 ring-brand-100">
      <h1 id="bo-signin" className="font-display text-2xl font-bold">
        Operators only
      </h1>
      <p className="mt-1 text-ink-700">
        Sign in with your Pathscoop team account. You will then be asked for the code from your authenticator
        app.
      </p>
      <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        {signIn.isError && (
          <p role="alert" className="rounded-2xl bg-brand-100 p-3 font-semibold text-brand-700">
            {message(signIn.error)}
          </p>
        )}
        <Button type="submit" block disabled={signIn.isPending}>
          Sign in
        </Button>
      </form>
      <p className="mt-4 text-sm text-ink-700">
        Not on the team?{' '}
        <Link to="/" className="font-semibold text-brand-700 underline">
          Go to Pathscoop
        </Link>
      </p>
    </section>
  );
}

function NotStaff() {
  const signOut = useBackofficeSignOut();
  return (
    <section className="text-center">
      <h1 className="font-display text-2xl font-bold">Operators only</h1>
      <p className="mt-2 text-ink-700">This account has no access to the back office.</p>
      <div className="mt-4 flex justify-center gap-3">
        <Link to="/" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          Back to the home page
        </Link>
        <Button variant="secondary" onClick={() => signOut.mutate()}>
          Sign in as someone else
        </Button>
      </div>
    </section>
  );
}

function CodeField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <TextField
      label={label}
      inputMode="text"
      autoComplete="one-time-code"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      maxLength={40}
      className="font-mono text-lg tracking-widest"
    />
  );
}

function EnrolScreen() {
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [saved, setSaved] = useState(false);
  const savedId = useId();

  if (confirm.data)
    return (
      <section aria-labelledby="bo-codes" className="rounded-3xl bg-white p-6 ring-1 ring-brand-100">
        <h1 id="bo-codes" className="font-display text-2xl font-bold">
          Your recovery codes
        </h1>
        <p className="mt-1 text-ink-700">
          Keep these ten codes somewhere safe (a password manager). If you lose your phone, each one lets you
          in once. They are shown only now.
        </p>
        <ol className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg" aria-label="Recovery codes">
          {confirm.data.recovery_codes.map((c) => (
            <li key={c} className="rounded-xl bg-cream px-3 py-1 text-center">
              {c}
            </li>
          ))}
        </ol>
        <div className="mt-4 flex items-center gap-2">
          <input
            id={savedId}
            type="checkbox"
            className="size-5"
            checked={saved}
            onChange={(e) => setSaved(e.target.checked)}
          />
          <label htmlFor={savedId} className="font-semibold">
            I have saved my recovery codes
          </label>
        </div>
        <Button
          className="mt-4"
          block
          disabled={!saved}
          onClick={() => queryClient.invalidateQueries({ queryKey: ['backoffice'] })}
        >
          Continue to the back office
        </Button>
      </section>
    );

  return (
    <section aria-labelledby="bo-enrol" className="rounded-3xl bg-white p-6 ring-1 ring-brand-100">
      <h1 id="bo-enrol" className="font-display text-2xl font-bold">
        Set up your authenticator app
      </h1>
      <p className="mt-1 text-ink-700">
        Every back-office account needs a second factor. Use an authenticator app such as Google
        Authenticator, Microsoft Authenticator, 1Password or Aegis.
      </p>
      {!start.data ? (
        <>
          {start.isError && (
            <p role="alert" className="mt-3 rounded-2xl bg-brand-100 p-3 font-semibold text-brand-700">
              {message(start.error)}
            </p>
          )}
          <Button className="mt-4" block disabled={start.isPending} onClick={() => start.mutate()}>
            Show the QR code
          </Button>
        </>
      ) : (
        <form
          className="mt-4 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            confirm.mutate(code);
          }}
          noValidate
        >
          <p className="font-semibold">1. Scan this QR code with the app.</p>
          <div
            role="img"
            aria-label="QR code for your authenticator app"
            className="mx-auto w-56 rounded-2xl bg-white p-2 ring-1 ring-ink-500/20"
            // SVG made by the server's qrcode library from the otpauth:// URI (no user markup).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-generated QR SVG
            dangerouslySetInnerHTML={{ __html: start.data.qr_svg }}
          />
          <details className="text-sm text-ink-700">
            <summary className="cursor-pointer font-semibold">Can't scan? Enter the key by hand</summary>
            <p className="mt-1 break-all font-mono" data-testid="totp-secret">
              {start.data.secret}
            </p>
          </details>
          <p className="font-semibold">2. Enter the 6-digit code the app shows.</p>
          <CodeField
            label="Code from the app"
            value={code}
            onChange={setCode}
            error={confirm.isError ? message(confirm.error) : undefined}
          />
          <Button type="submit" block disabled={confirm.isPending || !code.trim()}>
            Turn on the second factor
          </Button>
        </form>
      )}
    </section>
  );
}

function CodeScreen({ me }: { me: BackofficeMe }) {
  const verify = useVerifySecondFactor();
  const signOut = useBackofficeSignOut();
  const [code, setCode] = useState('');
  return (
    <section aria-labelledby="bo-code" className="rounded-3xl bg-white p-6 ring-1 ring-brand-100">
      <h1 id="bo-code" className="font-display text-2xl font-bold">
        Enter your code
      </h1>
      <p className="mt-1 text-ink-700">
        Signed in as {me.email}. Enter the 6-digit code from your authenticator app, or one of your recovery
        codes. After {me.idle_minutes} minutes without activity you will be asked again.
      </p>
      <form
        className="mt-4 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          verify.mutate(code);
        }}
        noValidate
      >
        <CodeField
          label="App code or recovery code"
          value={code}
          onChange={setCode}
          error={verify.isError ? message(verify.error) : undefined}
        />
        <Button type="submit" block disabled={verify.isPending || !code.trim()}>
          Continue
        </Button>
      </form>
      <Button variant="ghost" className="mt-2" block onClick={() => signOut.mutate()}>
        Sign out
      </Button>
    </section>
  );
}

const SECTIONS: { to: string; label: string; permission: string | null }[] = [
  {
    to: '/backoffice',
    label: 'Mentorship',
    permission: 'mentorship.manage|concerns.manage|chat_flags.review',
  },
  { to: '/backoffice/members', label: 'Members', permission: 'members.read' },
  { to: '/backoffice/payments', label: 'Payments', permission: 'payments.read' },
  { to: '/backoffice/schools', label: 'Schools', permission: 'schools.read' },
  { to: '/backoffice/content', label: 'Content', permission: 'content.read' },
  { to: '/backoffice/companions', label: 'Companions', permission: 'companions.read' },
  { to: '/backoffice/plans', label: 'Plans', permission: 'plans.read' },
  { to: '/backoffice/accounts', label: 'Accounts and roles', permission: 'accounts.manage' },
  { to: '/backoffice/audit', label: 'Audit trail', permission: 'audit.read' },
  { to: '/backoffice/security', label: 'Your security', permission: null },
];

function Workspace({ me }: { me: BackofficeMe }) {
  const signOut = useBackofficeSignOut();
  const { pathname } = useLocation();
  const can = (permission: string) =>
    permission.split('|').some((p) => (me.permissions as readonly string[]).includes(p));
  const roles = me.roles.map((r) => ROLE_LABELS[r.role]).join(', ');
  const sections = SECTIONS.filter((s) => s.permission === null || can(s.permission));
  // A new back-office page starts at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each page change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col bg-cream">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-ink-500/20 bg-white px-6 py-3">
        <p className="font-display text-lg font-bold text-ink-900">Pathscoop back office</p>
        <div className="flex items-center gap-3">
          <p className="text-right text-sm">
            <span className="block font-semibold">
              {me.first_name} {me.last_name}
            </span>
            <span className="block text-ink-700" data-testid="bo-roles">
              {roles}
            </span>
          </p>
          <Button variant="secondary" onClick={() => signOut.mutate()}>
            Sign out
          </Button>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-6 px-4 py-6">
        <nav aria-label="Back office" className="w-52 shrink-0">
          <ul className="space-y-1">
            {sections.map((s) => (
              <li key={s.to}>
                <NavLink
                  to={s.to}
                  end={s.to === '/backoffice'}
                  className={({ isActive }) =>
                    `block rounded-xl px-3 py-2 font-semibold ${isActive ? 'bg-brand-600 text-white' : 'text-ink-900 hover:bg-brand-50'}`
                  }
                >
                  {s.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1">
          <Routes>
            <Route index element={<MentorshipPage can={can} />} />
            <Route path="members" element={<MembersPage canExport={can('members.export')} />} />
            <Route path="members/:id" element={<MemberPage canWrite={can('members.write')} />} />
            <Route path="payments" element={<PaymentsPage canRefund={can('payments.refund')} />} />
            <Route path="schools" element={<SchoolsPage canWrite={can('schools.write')} />} />
            <Route path="content/*" element={<ContentPage canWrite={can('content.write')} />} />
            <Route path="companions" element={<CompanionsPage canWrite={can('companions.write')} />} />
            <Route path="plans" element={<PlansPage canWrite={can('plans.write')} />} />
            <Route path="accounts" element={<AccountsPage myId={me.user_id} />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="security" element={<SecurityPage />} />
            <Route path="*" element={<p>There is no such back-office page.</p>} />
          </Routes>
        </main>
      </div>
    </div>
  );
}
