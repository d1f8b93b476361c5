import type { AddressSuggestion } from '@pathscoop/contracts';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { getAddressSuggestions } from '../../lib/get-address-suggestions';
import { AddressAutocompleteField } from '../ui/address-autocomplete-field';
import { TextField } from '../ui/text-field';

type AddressValues = { address: string; city: string; state: string; country: string } & (
  | { zipcode: string }
  | { zipCode: string }
);

type Props<V extends AddressValues> = {
  register: UseFormRegister<V>;
  setValue: UseFormSetValue<V>;
  errors: FieldErrors<V>;
  /** 'zipcode' (students) or 'zipCode' (mentors, as the spec's payload spells it). */
  zipName: 'zipcode' | 'zipCode';
  required?: boolean;
  showCountry?: boolean;
};

/**
 * Address with autocomplete, then city, state and zip code, which a chosen suggestion fills
 * (country is kept too, shown only when asked).
 */
export function AddressFields<V extends AddressValues>({
  register,
  setValue,
  errors,
  zipName,
  required = false,
  showCountry = false,
}: Props<V>) {
  // The generic form type makes react-hook-form's path types unworkable here; names are fixed above.
  const reg = register as unknown as UseFormRegister<Record<string, string>>;
  const set = setValue as unknown as UseFormSetValue<Record<string, string>>;
  const err = errors as Record<string, { message?: string } | undefined>;
  const fill = (s: AddressSuggestion) => {
    const opts = { shouldValidate: true, shouldDirty: true, shouldTouch: true };
    set('address', s.formatted_address, opts);
    set('city', s.city, opts);
    set('state', s.state, opts);
    set(zipName, s.zipcode, opts);
    set('country', s.country, opts);
  };
  return (
    <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-6 sm:gap-x-4">
      <AddressAutocompleteField
        containerClassName="col-span-2 sm:col-span-6"
        label="Address"
        requiredMark={required}
        autoComplete="street-address"
        placeholder="Start typing a city or ZIP code"
        hint="Pick a suggestion to fill city, state and zip code."
        fetchSuggestions={getAddressSuggestions}
        onSelectSuggestion={fill}
        error={err.address?.message}
        {...reg('address')}
      />
      <TextField
        containerClassName="col-span-2 sm:col-span-2"
        label="City"
        requiredMark={required}
        autoComplete="address-level2"
        error={err.city?.message}
        {...reg('city')}
      />
      <TextField
        containerClassName="col-span-1 sm:col-span-2"
        label="State"
        requiredMark={required}
        autoComplete="address-level1"
        error={err.state?.message}
        {...reg('state')}
      />
      <TextField
        containerClassName="col-span-1 sm:col-span-2"
        label="Zip Code"
        requiredMark={required}
        autoComplete="postal-code"
        inputMode="numeric"
        error={err[zipName]?.message}
        {...reg(zipName)}
      />
      {showCountry && (
        <TextField
          containerClassName="col-span-2 sm:col-span-6"
          label="Country"
          autoComplete="country-name"
          error={err.country?.message}
          {...reg('country')}
        />
      )}
    </div>
  );
}
