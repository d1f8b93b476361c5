import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { describedBy, FieldLabel, FieldMessage, inputClassName } from './field';

export type SelectOption = { value: string | number; label: string };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  options: readonly SelectOption[];
  /** First, empty choice (e.g. 'Select grade'); omitted when a value is always chosen. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
  requiredMark?: boolean;
  containerClassName?: string;
};

/** Native select (best keyboard and screen-reader support) with label and error line. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  ref,
  requiredMark,
  containerClassName = '',
  className = '',
  ...props
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const messageId = `${selectId}-message`;
  return (
    <div className={containerClassName}>
      <FieldLabel htmlFor={selectId} required={requiredMark}>
        {label}
      </FieldLabel>
      <div className="relative">
        <select
          id={selectId}
          ref={ref}
          className={inputClassName(Boolean(error), `appearance-none truncate pr-10 ${className}`)}
          {...describedBy(messageId, error)}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="pointer-events-none absolute inset-y-0 right-3 my-auto h-5 w-5 fill-ink-500"
        >
          <path d="M5.5 7.5 10 12l4.5-4.5 1 1L10 14 4.5 8.5l1-1Z" />
        </svg>
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
