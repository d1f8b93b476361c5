import type { CareerListItem } from '@pathscoop/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AutocompleteField } from '../../../components/ui/autocomplete-field';
import { searchCareers } from '../api/search-careers';

/** The text after the last comma: what the visitor is typing now. */
export const currentCareer = (value: string) => value.split(',').at(-1)?.trim() ?? '';

/**
 * A catalogue title as one entry of the comma-separated careers field: commas inside a title
 * ("Farmworkers and Laborers, Crop, Nursery, and Greenhouse") become " / ", so the entry stays
 * one career for every reader of the field (Profile Info, the engine's title matching).
 */
export const careerEntry = (title: string) =>
  title
    .split(',')
    .map((part) => part.trim())
    .join(' / ')
    .trim();

/** Replaces the career being typed with the chosen title and starts the next one. */
export function withCareer(value: string, title: string): string {
  const done = value
    .split(',')
    .slice(0, -1)
    .map((s) => s.trim())
    .filter(Boolean);
  return `${[...done, careerEntry(title)].join(', ')}, `;
}

/** The value to store: entries trimmed, empty ones (the trailing ", " after a pick) dropped. */
export function tidyCareers(value: string): string {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
}

/** Careers, comma-separated, with title suggestions from the career catalogue. */
export function CareersField({
  registration,
  error,
  getValue,
  setValue,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  getValue: () => string;
  setValue: (value: string) => void;
}) {
  return (
    <AutocompleteField<CareerListItem>
      label="Careers"
      placeholder="e.g. Nurse, Game Designer, Electrician"
      hint="Careers you are curious about, separated by commas."
      autoComplete="off"
      error={error}
      fetchSuggestions={searchCareers}
      getLabel={(c) => c.title}
      toQuery={currentCareer}
      minChars={3}
      emptyText="No career with that name in our list: you can still type it."
      onSelectSuggestion={(c) => setValue(withCareer(getValue(), c.title))}
      {...registration}
    />
  );
}
