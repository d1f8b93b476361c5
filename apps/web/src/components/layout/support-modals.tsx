import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { ContactRow } from './contact-row';
import { BugIcon, ChatIcon, MailIcon, PhoneIcon } from './icons';
import { SITE } from './site-config';

type ModalProps = { open: boolean; onClose: () => void };

const mailto = (to: string, subject: string, body?: string) =>
  `mailto:${to}?subject=${encodeURIComponent(subject)}${body ? `&body=${encodeURIComponent(body)}` : ''}`;

/** 'Contact us' (footer Company column and 'Share your story with us!'). */
export function ContactUsModal({
  open,
  onClose,
  topic = 'general',
}: ModalProps & { topic?: 'general' | 'story' }) {
  const story = topic === 'story';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Contact us"
      actions={<Button onClick={onClose}>Close</Button>}
    >
      {story ? (
        <p>
          Did Pathscoop help you or your teen pick a direction, change course or talk to a mentor? We would
          love to hear about it. Send us a few lines and, if you like, a photo. We always ask before we
          publish anything, and we only use your first name and age.
        </p>
      ) : (
        <p>
          Questions about the assessment, your plan, mentor sessions or a partnership? Write or call us and a
          real person from the Pathscoop team will get back to you within one business day.
        </p>
      )}
      <ul className="mt-4 space-y-2 text-left">
        <ContactRow
          icon={<MailIcon />}
          label="E-mail"
          href={mailto(SITE.contactEmail, story ? 'My Pathscoop story' : 'Hello Pathscoop')}
        >
          {SITE.contactEmail}
        </ContactRow>
        <ContactRow icon={<PhoneIcon />} label="Phone" href={`tel:${SITE.phone.tel}`}>
          {SITE.phone.display}
        </ContactRow>
      </ul>
      <p className="mt-4 text-sm text-ink-500">{SITE.supportHours}.</p>
    </Modal>
  );
}

/** 'Chat support': how to reach a person now (text or call) and what to have ready. */
export function ChatSupportModal({ open, onClose }: ModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Chat with support"
      actions={<Button onClick={onClose}>Close</Button>}
    >
      {/* Issue 24 #19: no chat window pretends to be live; the chat is a text conversation with a person. */}
      <p>
        Our support chat is by text message: text our team and a person answers {SITE.supportHours}. You can
        also call, or send an e-mail outside those hours and we will reply the next business day.
      </p>
      <ul className="mt-4 space-y-2 text-left">
        <ContactRow icon={<ChatIcon />} label="Text us" href={`sms:${SITE.phone.tel}`}>
          {SITE.phone.display}
        </ContactRow>
        <ContactRow icon={<PhoneIcon />} label="Call us" href={`tel:${SITE.phone.tel}`}>
          {SITE.phone.display}
        </ContactRow>
        <ContactRow
          icon={<MailIcon />}
          label="E-mail support"
          href={mailto(SITE.supportEmail, 'Support request')}
        >
          {SITE.supportEmail}
        </ContactRow>
      </ul>
      <div className="mt-4 rounded-2xl bg-mint-100 p-4 text-left text-sm text-ink-700">
        <p className="font-semibold text-ink-900">To help us help you faster, tell us:</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          <li>the e-mail address of your Pathscoop account,</li>
          <li>whether you are a Career Explorer, a Community Partner or a parent,</li>
          <li>what you were trying to do and what happened instead.</li>
        </ul>
        <p className="mt-2">We will never ask for your password.</p>
      </div>
    </Modal>
  );
}

/** 'Report a bug': a mailto link pre-filled with the page address and browser, plus what to include. */
export function ReportBugModal({ open, onClose }: ModalProps) {
  const page = typeof window === 'undefined' ? '' : window.location.href;
  const browser = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const body = [
    'What did you do? (steps, one per line)',
    '1. ',
    '',
    'What did you expect to happen?',
    '',
    'What happened instead? (attach a screenshot if you can)',
    '',
    '---',
    `Page: ${page}`,
    `Browser: ${browser}`,
  ].join('\n');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Report a bug"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <a
            href={mailto(SITE.supportEmail, 'Bug report', body)}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            <BugIcon size={18} />
            Write the bug report
          </a>
        </>
      }
    >
      <p>
        Something looks wrong or does not work? Thank you for telling us. The button below opens your e-mail
        app with a report to {SITE.supportEmail}, already filled in with this page's address and your browser
        version.
      </p>
      <div className="mt-4 rounded-2xl bg-cone-100 p-4 text-left text-sm text-ink-700">
        <p className="font-semibold text-ink-900">A good report includes:</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          <li>the steps that lead to the problem,</li>
          <li>what you expected and what you saw instead,</li>
          <li>a screenshot or the exact error message,</li>
          <li>your device (phone, tablet, computer).</li>
        </ul>
        <p className="mt-2">Please leave out passwords and other private details.</p>
      </div>
    </Modal>
  );
}
