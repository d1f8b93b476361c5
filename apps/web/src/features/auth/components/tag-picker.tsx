import type { Tag } from '@pathscoop/contracts';
import { type ChangeEvent, useId } from 'react';
import { FieldLabel, FieldMessage, inputClassName } from '../../../components/ui/field';

/** Tags chosen from a list; each chosen tag is a chip removed by a click. */
export function TagPicker({
  tags,
  value,
  onChange,
  label = 'Tags',
  hint,
  disabled,
}: {
  tags: Tag[];
  value: number[];
  onChange: (ids: number[]) => void;
  label?: string;
  hint?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const chosen = value.map((v) => tags.find((t) => t.id === v)).filter((t): t is Tag => Boolean(t));
  const available = tags.filter((t) => !value.includes(t.id));
  const add = (e: ChangeEvent<HTMLSelectElement>) => {
    const tagId = Number(e.target.value);
    if (tagId) onChange([...value, tagId]);
    e.target.value = '';
  };
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative">
        <select
          id={id}
          value=""
          onChange={add}
          disabled={disabled || available.length === 0}
          aria-describedby={`${id}-message`}
          className={inputClassName(false, 'appearance-none truncate pr-10')}
        >
          <option value="">{available.length ? 'Add an area of expertise…' : 'All tags chosen'}</option>
          {available.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute inset-y-0 right-3 my-auto h-5 w-5 fill-ink-500"
        >
          <path d="M9.25 4h1.5v5.25H16v1.5h-5.25V16h-1.5v-5.25H4v-1.5h5.25V4Z" />
        </svg>
      </div>
      {chosen.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Chosen ${label.toLowerCase()}`}>
          {chosen.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== t.id))}
                aria-label={`Remove ${t.name}`}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-mint-100 py-1 pr-2 pl-3 text-sm font-semibold text-mint-700 transition-colors hover:bg-brand-100 hover:text-brand-700"
              >
                {t.name}
                <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 fill-current">
                  <path d="M4.3 3.2 8 6.9l3.7-3.7 1.1 1.1L9.1 8l3.7 3.7-1.1 1.1L8 9.1l-3.7 3.7-1.1-1.1L6.9 8 3.2 4.3l1.1-1.1Z" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldMessage id={`${id}-message`} hint={hint} />
    </div>
  );
}
