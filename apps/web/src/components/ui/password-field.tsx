import { useId, useState } from 'react';
import { describedBy, FieldLabel, FieldMessage, inputClassName } from './field';
import type { TextFieldProps } from './text-field';

/** Password input with an eye toggle that shows or masks the value. */
export function PasswordField({
  label,
  error,
  hint,
  id,
  ref,
  requiredMark,
  containerClassName = '',
  className = '',
  ...props
}: Omit<TextFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <div className={containerClassName}>
      <FieldLabel htmlFor={inputId} required={requiredMark}>
        {label}
      </FieldLabel>
      <div className="relative">
        <input
          id={inputId}
          ref={ref}
          type={visible ? 'text' : 'password'}
          className={inputClassName(Boolean(error), `pr-12 ${className}`)}
          {...describedBy(messageId, error)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-0 right-1 my-auto flex h-10 w-10 items-center justify-center rounded-full text-ink-500 hover:bg-ink-900/5 hover:text-ink-900"
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" strokeLinecap="round" />}
    </svg>
  );
}
