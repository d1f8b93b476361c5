import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2';

/**
 * Terms (certifies over 13 — Community Partners: 18 or older, adults volunteering with minors,
 * issue 24 #15; links open in a new tab) and optional data sharing.
 */
export function ConsentCheckboxes({
  terms,
  dataSharing,
  termsError,
  adult = false,
  dataSharingLabel = 'I agree that Pathscoop may share my results with the school or organization that sponsors my membership (optional).',
}: {
  terms: UseFormRegisterReturn;
  dataSharing: UseFormRegisterReturn;
  termsError?: string;
  dataSharingLabel?: string;
  /** Mentors certify being 18 or older. */
  adult?: boolean;
}) {
  return (
    <div className="space-y-3 rounded-2xl bg-cream p-4">
      <CheckboxField
        {...terms}
        error={termsError}
        label={
          <>
            {adult
              ? 'I certify that I am 18 years old or older (Community Partners are adults volunteering with students under 18) and I agree to the'
              : 'I certify that I am over 13 years old and I agree to the'}{' '}
            <a href="/terms" target="_blank" rel="noopener noreferrer" className={linkClass}>
              Terms of Use
              <span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            and the{' '}
            <a href="/privacypolicy" target="_blank" rel="noopener noreferrer" className={linkClass}>
              Privacy Policy
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </>
        }
      />
      <CheckboxField {...dataSharing} label={dataSharingLabel} />
    </div>
  );
}
