import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { describedBy, FieldLabel, FieldMessage, inputClassName } from './field';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Marks the label with an asterisk (validation itself is the form's). */
  requiredMark?: boolean;
  containerClassName?: string;
};

/** Labelled text input with its error line; spreads react-hook-form's `register()` result. */
export function TextField({
  label,
  error,
  hint,
  id,
  ref,
  requiredMark,
  containerClassName = '',
  className = '',
  ...props
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <div className={containerClassName}>
      <FieldLabel htmlFor={inputId} required={requiredMark}>
        {label}
      </FieldLabel>
      <input
        id={inputId}
        ref={ref}
        className={inputClassName(Boolean(error), className)}
        {...describedBy(messageId, error)}
        {...props}
      />
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
