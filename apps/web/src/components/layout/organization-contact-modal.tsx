import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { ContactRow } from './contact-row';
import { MailIcon, PhoneIcon } from './icons';
import { SITE } from './site-config';

/**
 * Organizations (schools, nonprofits) do not sign up themselves: they contact us to join the
 * partnership program (spec part 1 §1). Shows the phone number and e-mail address for organizations.
 */
export function OrganizationContactModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const subject = encodeURIComponent('Partnership program enquiry');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Bring Pathscoop to your organization"
      actions={<Button onClick={onClose}>Close</Button>}
    >
      <p>
        Schools, districts and nonprofits join through our partnership program: your students get the
        assessment, their top 10 careers and mentor sessions under your organization's affiliate code, and you
        get a partner contact who helps with the rollout. Organization accounts are set up by our team, so
        please reach out rather than signing up.
      </p>
      <ul className="mt-4 space-y-2 text-left">
        <ContactRow
          icon={<PhoneIcon />}
          label="Call our partnerships team"
          href={`tel:${SITE.organizationsPhone.tel}`}
        >
          {SITE.organizationsPhone.display}
        </ContactRow>
        <ContactRow
          icon={<MailIcon />}
          label="E-mail us"
          href={`mailto:${SITE.partnersEmail}?subject=${subject}`}
        >
          {SITE.partnersEmail}
        </ContactRow>
      </ul>
      <p className="mt-4 text-sm text-ink-500">
        We answer {SITE.supportHours}. Tell us your organization's name, how many students you serve and the
        best time to call you back.
      </p>
    </Modal>
  );
}
