import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  containerClassName?: string;
};

/** Checkbox with a (possibly rich) label and an error line. */
export function CheckboxField({
  label,
  error,
  id,
  ref,
  containerClassName = '',
  ...props
}: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <div className={containerClassName}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          ref={ref}
          type="checkbox"
          className="mt-0.5 h-5 w-5 flex-none cursor-pointer rounded accent-brand-600"
          aria-describedby={error ? messageId : undefined}
          aria-invalid={error ? true : undefined}
          {...props}
        />
        <label htmlFor={inputId} className="cursor-pointer text-sm leading-6 text-ink-700">
          {label}
        </label>
      </div>
      {error && (
        <p id={messageId} className="mt-1 pl-8 text-sm font-medium text-brand-700">
          {error}
        </p>
      )}
    </div>
  );
}
