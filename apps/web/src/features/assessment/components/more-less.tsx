import { useState } from 'react';

export const MORE_LESS_LIMIT = 250;

/** Text cut at 250 characters with a More/Less toggle (spec: scenario 1 descriptions). */
export function MoreLess({ text, className = '' }: { text: string; className?: string }) {
  const [open, setOpen] = useState(false);
  if (text.length <= MORE_LESS_LIMIT) return <p className={className}>{text}</p>;
  return (
    <p className={className}>
      {open ? text : `${text.slice(0, MORE_LESS_LIMIT).trimEnd()}…`}{' '}
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className="font-semibold text-brand-700 underline underline-offset-2"
      >
        {open ? 'Less' : 'More'}
      </button>
    </p>
  );
}
