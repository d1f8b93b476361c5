import { useId } from 'react';

type Props = { value: number | null; onChange?: (value: number) => void; label: string; size?: 'sm' | 'lg' };

/** 1-5 stars: read-only (list) or a radio group (card modal; arrows and Space work as in any radio group). */
export function StarRating({ value, onChange, label, size = 'lg' }: Props) {
  const name = useId();
  const star = size === 'lg' ? 'text-3xl' : 'text-base';
  if (!onChange)
    return (
      <span
        role="img"
        aria-label={value ? `${label}: ${value} of 5 stars` : `${label}: not scored yet`}
        className={star}
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <span
            key={n}
            aria-hidden="true"
            className={value && n <= value ? 'text-cone-700' : 'text-ink-900/20'}
          >
            ★
          </span>
        ))}
      </span>
    );
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-ink-700">{label}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className={`cursor-pointer rounded-lg px-1 ${star} has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${
              value && n <= value ? 'text-cone-700' : 'text-ink-900/25 hover:text-cone-400'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <span aria-hidden="true">★</span>
            <span className="sr-only">{n} of 5 stars</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
