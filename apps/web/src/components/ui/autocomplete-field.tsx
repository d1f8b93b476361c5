import {
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { describedBy, FieldLabel, FieldMessage, inputClassName } from './field';
import type { TextFieldProps } from './text-field';

export type AutocompleteFieldProps<T> = Omit<TextFieldProps, 'type'> & {
  /** Looks suggestions up; the field debounces and aborts stale calls. */
  fetchSuggestions: (query: string, signal: AbortSignal) => Promise<T[]>;
  /** A suggestion was chosen: the form decides what to fill with it. */
  onSelectSuggestion: (suggestion: T) => void;
  /** The text shown for a suggestion. */
  getLabel: (suggestion: T) => string;
  /** The part of the input value to search for (default: all of it). */
  toQuery?: (value: string) => string;
  /** Shown when nothing matches. */
  emptyText?: string;
  /** Announced while suggestions are looked up. */
  loadingText?: string;
  /** Icon inside the input, on the right. */
  icon?: ReactNode;
  minChars?: number;
  debounceMs?: number;
};

/**
 * Text input with suggestions, following the WAI-ARIA combobox pattern (list autocomplete):
 * arrows move through the list, Enter picks, Escape closes. Typing stays free text.
 */
export function AutocompleteField<T>({
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
  getLabel,
  toQuery = (value: string) => value,
  emptyText = 'No match: keep typing.',
  loadingText = 'Looking up suggestions…',
  icon,
  minChars = 2,
  debounceMs = 250,
  onChange,
  onBlur,
  onFocus,
  onKeyDown,
  ...props
}: AutocompleteFieldProps<T>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const listId = `${inputId}-listbox`;
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<T[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const fetchRef = useRef(fetchSuggestions);
  fetchRef.current = fetchSuggestions;
  const listRef = useRef<HTMLDivElement>(null);
  // Suggestions that arrive after the student moved on (Tab, a click elsewhere) must not open the
  // list over the next fields, where it would catch the next click.
  const focusedRef = useRef(false);

  useEffect(() => {
    const q = query.trim();
    if (q.length < minChars) {
      setSuggestions([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    // Issue 24 #19: suggestions for an older query ("Gam" → Gambling Dealers) are not offered
    // while the current one ("Game Des") is being looked up, so a quick pick cannot take them.
    setSuggestions([]);
    setActive(-1);
    const timer = setTimeout(() => {
      fetchRef
        .current(q, controller.signal)
        .then((list) => {
          setSuggestions(list);
          setActive(-1);
          setOpen(focusedRef.current);
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

  const choose = (s: T) => {
    onSelectSuggestion(s);
    setOpen(false);
    setSuggestions([]);
    setActive(-1);
  };

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    onChange?.(e);
    setQuery(toQuery(e.target.value));
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

  // On a phone the list opens below the fold: bring it into view when suggestions arrive.
  useEffect(() => {
    if (showList && suggestions.length)
      listRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [showList, suggestions]);
  const status = loading
    ? loadingText
    : showList
      ? suggestions.length
        ? `${suggestions.length} suggestion${suggestions.length === 1 ? '' : 's'}, use the arrow keys to choose`
        : emptyText
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
          className={inputClassName(Boolean(error), `${icon ? 'pr-10' : ''} ${className}`)}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onFocus={(e) => {
            focusedRef.current = true;
            onFocus?.(e);
          }}
          onBlur={(e) => {
            focusedRef.current = false;
            onBlur?.(e);
            setOpen(false);
          }}
          {...describedBy(messageId, error)}
          {...props}
        />
        {icon && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-ink-500"
          >
            {icon}
          </span>
        )}
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={`Suggestions for ${label}`}
          hidden={!showList}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-xl border border-ink-500/20 bg-white py-1 shadow-lg"
        >
          {suggestions.map((s, i) => (
            // Keyboard use goes through the combobox input (aria-activedescendant), as in the ARIA pattern.
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={`${getLabel(s)}-${i}`}
              tabIndex={-1}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(s)}
              onMouseEnter={() => setActive(i)}
              className={`cursor-pointer px-4 py-2.5 text-sm ${i === active ? 'bg-brand-50 text-brand-700' : 'text-ink-900'}`}
            >
              {getLabel(s)}
            </div>
          ))}
          {suggestions.length === 0 && (
            <div role="presentation" className="px-4 py-2.5 text-sm text-ink-500">
              {loading ? 'Searching…' : emptyText}
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
