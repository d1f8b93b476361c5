import type { AddressSuggestion } from '@pathscoop/contracts';
import { AutocompleteField, type AutocompleteFieldProps } from './autocomplete-field';

export type AddressAutocompleteFieldProps = Omit<
  AutocompleteFieldProps<AddressSuggestion>,
  'getLabel' | 'toQuery' | 'icon' | 'emptyText' | 'loadingText'
>;

const pin = (
  <svg viewBox="0 0 24 24" className="h-5 w-5 stroke-current" fill="none" strokeWidth="2">
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 1 1 14 0C19 14.8 12 21 12 21Z" strokeLinejoin="round" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);

/**
 * Address input with suggestions (GET address/autocomplete/?q=): choosing one lets the form fill
 * address, city, state, zip code and country.
 */
export function AddressAutocompleteField(props: AddressAutocompleteFieldProps) {
  return (
    <AutocompleteField<AddressSuggestion>
      {...props}
      getLabel={(s) => s.formatted_address}
      icon={pin}
      emptyText="No matching address: keep typing or enter it by hand."
      loadingText="Looking up addresses…"
    />
  );
}
