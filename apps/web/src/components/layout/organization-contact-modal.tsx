import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { SITE } from './site-config';

/** Contact details for schools and nonprofits (they contact us instead of signing up). */
export const ORGANIZATION_CONTACT = {
  phone: SITE.organizationsPhone.display,
  phoneHref: `tel:${SITE.organizationsPhone.tel}`,
  email: SITE.partnersEmail,
} as const;

/**
 * 'Organization' contact modal (spec part 1 §1, §2): organizations are told to contact us, with a
 * phone number and an e-mail address. Used by the sign-up choice page and the home page.
 */
export function OrganizationContactModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      tone="info"
      title="Partner with Pathscoop"
      actions={<Button onClick={onClose}>Close</Button>}
    >
      <p>
        Schools, nonprofits and other organizations join through our partnership program rather than signing
        up here. Tell us about your students and we will set up affiliate codes for them.
      </p>
      <dl className="mt-5 grid gap-3 text-left">
        <div className="flex items-center gap-3 rounded-2xl bg-cone-100 px-4 py-3">
          <dt className="w-16 flex-none text-sm font-semibold text-cone-700">Phone</dt>
          <dd>
            <a
              className="font-semibold text-ink-900 underline-offset-2 hover:underline"
              href={ORGANIZATION_CONTACT.phoneHref}
            >
              {ORGANIZATION_CONTACT.phone}
            </a>
          </dd>
        </div>
        <div className="flex items-center gap-3 rounded-2xl bg-mint-100 px-4 py-3">
          <dt className="w-16 flex-none text-sm font-semibold text-mint-700">E-mail</dt>
          <dd className="min-w-0 break-words">
            <a
              className="font-semibold text-ink-900 underline-offset-2 hover:underline"
              href={`mailto:${ORGANIZATION_CONTACT.email}`}
            >
              {ORGANIZATION_CONTACT.email}
            </a>
          </dd>
        </div>
      </dl>
    </Modal>
  );
}
