import type { AddressSuggestion } from '@pathscoop/contracts';
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { describedBy, FieldLabel, FieldMessage, inputClassName } from './field';
import type { TextFieldProps } from './text-field';

export type AddressAutocompleteFieldProps = Omit<TextFieldProps, 'type'> & {
  /** Looks addresses up (GET address/autocomplete/?q=); the field debounces and aborts stale calls. */
  fetchSuggestions: (query: string, signal: AbortSignal) => Promise<AddressSuggestion[]>;
  /** A suggestion was chosen: the form fills address, city, state, zip code and country from it. */
  onSelectSuggestion: (suggestion: AddressSuggestion) => void;
  minChars?: number;
  debounceMs?: number;
};

/**
 * Address input with suggestions, following the WAI-ARIA combobox pattern (list autocomplete):
 * arrows move through the list, Enter picks, Escape closes. Typing stays free text.
 */
export function AddressAutocompleteField({
  label,
  error,
  hint,
  id,
  ref,
  requiredMark,
  containerClassName = '',
  className = '',
  fetchSuggestions,
  onSelectSuggestion,
  minChars = 2,
  debounceMs = 250,
  onChange,
  onBlur,
  onKeyDown,
  ...props
}: AddressAutocompleteFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const listId = `${inputId}-listbox`;
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const fetchRef = useRef(fetchSuggestions);
  fetchRef.current = fetchSuggestions;

  useEffect(() => {
    const q = query.trim();
    if (q.length < minChars) {
      setSuggestions([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      fetchRef
        .current(q, controller.signal)
        .then((list) => {
          setSuggestions(list);
          setActive(-1);
          setOpen(true);
        })
        .catch(() => {
          if (!controller.signal.aborted) setSuggestions([]);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, minChars, debounceMs]);

  const choose = (s: AddressSuggestion) => {
    onSelectSuggestion(s);
    setOpen(false);
    setSuggestions([]);
    setActive(-1);
  };

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    onChange?.(e);
    setQuery(e.target.value);
    setOpen(true);
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    const count = suggestions.length;
    if (e.key === 'ArrowDown' && count) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % count);
    } else if (e.key === 'ArrowUp' && count) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (e.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      e.preventDefault();
      choose(suggestions[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  };

  const showList = open && query.trim().length >= minChars && (suggestions.length > 0 || !loading);
  const status = loading
    ? 'Looking up addresses…'
    : showList
      ? suggestions.length
        ? `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'}, use the arrow keys to choose`
        : 'No matching address: keep typing or enter it by hand'
      : '';

  return (
    <div className={containerClassName}>
      <FieldLabel htmlFor={inputId} required={requiredMark}>
        {label}
      </FieldLabel>
      <div className="relative">
        <input
          id={inputId}
          ref={ref}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          className={inputClassName(Boolean(error), `pr-10 ${className}`)}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onBlur={(e) => {
            onBlur?.(e);
            setOpen(false);
          }}
          {...describedBy(messageId, error)}
          {...props}
        />
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute inset-y-0 right-3 my-auto h-5 w-5 stroke-ink-500"
          fill="none"
          strokeWidth="2"
        >
          <path d="M12 21s-7-6.2-7-11.5a7 7 0 1 1 14 0C19 14.8 12 21 12 21Z" strokeLinejoin="round" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
        <div
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          hidden={!showList}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-xl border border-ink-500/20 bg-white py-1 shadow-lg"
        >
          {suggestions.map((s, i) => (
            // Keyboard use goes through the combobox input (aria-activedescendant), as in the ARIA pattern.
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={`${s.formatted_address}-${i}`}
              tabIndex={-1}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(s)}
              onMouseEnter={() => setActive(i)}
              className={`cursor-pointer px-4 py-2.5 text-sm ${i === active ? 'bg-brand-50 text-brand-700' : 'text-ink-900'}`}
            >
              {s.formatted_address}
            </div>
          ))}
          {suggestions.length === 0 && (
            <div role="presentation" className="px-4 py-2.5 text-sm text-ink-500">
              No matching address: keep typing or enter it by hand.
            </div>
          )}
        </div>
      </div>
      <span className="sr-only" aria-live="polite">
        {status}
      </span>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
