import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isFooterHidden } from './footer-rules';
import { SocialGlyph } from './icons';
import { LogoMark } from './logo';
import { SITE } from './site-config';
import { SubscribeBox } from './subscribe-box';

// The support dialogs load when first opened: they are not part of the first page's JavaScript.
const ContactUsModal = lazy(() => import('./support-modals').then((m) => ({ default: m.ContactUsModal })));
const ChatSupportModal = lazy(() =>
  import('./support-modals').then((m) => ({ default: m.ChatSupportModal })),
);
const ReportBugModal = lazy(() => import('./support-modals').then((m) => ({ default: m.ReportBugModal })));

type OpenModal = 'contact' | 'chat' | 'bug' | null;

const linkClass =
  'inline-flex min-h-9 items-center rounded text-cream/85 underline-offset-4 transition-colors hover:text-white hover:underline';
const buttonClass = `${linkClass} cursor-pointer text-left`;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="font-display text-sm font-bold tracking-widest text-cone-400 uppercase">{title}</h2>
      <ul className="mt-3 space-y-1">{children}</ul>
    </div>
  );
}

/**
 * Site footer (spec part 2): slogan, Company and Support links with their modals, social links,
 * terms and privacy, the e-mail subscribe box, copyright 2025. Hidden on sign-in/up, password,
 * scenario and profile paths.
 */
export function Footer() {
  const { pathname } = useLocation();
  const [modal, setModal] = useState<OpenModal>(null);
  if (isFooterHidden(pathname)) return null;
  const close = () => setModal(null);

  return (
    <footer className="relative mt-16 bg-ink-900 text-cream" data-testid="site-footer">
      <svg
        aria-hidden="true"
        viewBox="0 0 1440 48"
        preserveAspectRatio="none"
        className="absolute -top-[47px] left-0 h-12 w-full text-ink-900"
      >
        <path
          d="M0 48V30c60-14 120-14 180 0s120 14 180 0 120-14 180 0 120 14 180 0 120-14 180 0 120 14 180 0 120-14 180 0 120 14 180 0v18z"
          fill="currentColor"
        />
      </svg>
      <div className="mx-auto grid max-w-7xl gap-10 px-6 pt-12 pb-8 sm:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1fr_1fr]">
        <div className="max-w-sm">
          <Link to="/" className="inline-flex items-center gap-2 rounded" aria-label="Pathscoop home">
            <LogoMark size={40} />
            <span className="font-display text-2xl font-extrabold">Pathscoop</span>
          </Link>
          <p className="mt-4 text-cream/85">
            Pathscoop gives young adults the knowledge to make informed career decisions, one scoop at a time.
          </p>
          <ul className="mt-5 flex gap-2" aria-label="Pathscoop on social media">
            {SITE.socials.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-cream transition-colors hover:bg-brand-600"
                >
                  <SocialGlyph icon={s.icon} size={20} />
                  <span className="sr-only">{s.name} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <SubscribeBox />
        </div>

        <Column title="Company">
          <li>
            <Link to="/about" className={linkClass}>
              About
            </Link>
          </li>
          <li>
            <button type="button" className={buttonClass} onClick={() => setModal('contact')}>
              Contact us
            </button>
          </li>
          <li>
            <Link to="/stories" className={linkClass}>
              Stories
            </Link>
          </li>
        </Column>

        <Column title="Support">
          <li>
            <button type="button" className={buttonClass} onClick={() => setModal('chat')}>
              Chat support
            </button>
          </li>
          <li>
            <button type="button" className={buttonClass} onClick={() => setModal('bug')}>
              Report a bug
            </button>
          </li>
          <li>
            <Link to="/faq" className={linkClass}>
              FAQ
            </Link>
          </li>
        </Column>

        <Column title="Legal">
          <li>
            <Link to="/terms" className={linkClass}>
              Terms of Use
            </Link>
          </li>
          <li>
            <Link to="/privacypolicy" className={linkClass}>
              Privacy Policy
            </Link>
          </li>
        </Column>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-6 py-5 text-sm text-cream/75">
          © 2025 Pathscoop. All rights reserved.
        </p>
      </div>

      <Suspense fallback={null}>
        {modal === 'contact' && <ContactUsModal open onClose={close} />}
        {modal === 'chat' && <ChatSupportModal open onClose={close} />}
        {modal === 'bug' && <ReportBugModal open onClose={close} />}
      </Suspense>
    </footer>
  );
}
