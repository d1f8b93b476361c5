import type { ReactNode } from 'react';

/** Shared look of text inputs and selects; `invalid` turns the border to the error colour. */
export function inputClassName(invalid: boolean, extra = '') {
  return `block w-full scroll-mt-28 rounded-xl border bg-white px-4 py-3 text-base text-ink-900 shadow-sm transition-colors placeholder:text-ink-500 focus:outline-none focus:ring-4 disabled:cursor-not-allowed disabled:bg-ink-900/5 ${
    invalid
      ? 'border-brand-600 focus:border-brand-600 focus:ring-brand-100'
      : 'border-ink-500/35 hover:border-ink-500/60 focus:border-brand-500 focus:ring-brand-100'
  } ${extra}`;
}

export function FieldLabel({
  htmlFor,
  children,
  required,
}: {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-ink-700">
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-brand-600">
          *
        </span>
      )}
    </label>
  );
}

/**
 * The line under a field: the error when there is one (announced through aria-describedby), else
 * the hint. The line keeps its height so that messages do not push the form around.
 */
export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={id} className="mt-1 mb-2.5 flex min-h-5 items-start gap-1 text-sm font-medium text-brand-700">
        <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-0.5 h-3.5 w-3.5 flex-none fill-current">
          <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3.5h1.5v4.75h-1.5V4.5Zm.75 7.75a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z" />
        </svg>
        <span>{error}</span>
      </p>
    );
  }
  return (
    <p id={id} className="mt-1 mb-2.5 min-h-5 text-sm text-ink-500">
      {hint}
    </p>
  );
}

/** aria-describedby/aria-invalid for an input with a message line. */
export function describedBy(messageId: string, error?: string) {
  return { 'aria-describedby': messageId, 'aria-invalid': error ? true : undefined } as const;
}
