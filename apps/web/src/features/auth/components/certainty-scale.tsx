import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessage } from '../../../components/ui/field';

/** Certainty 1 to 10 as a row of radio pills (keyboard: arrows move within the group). */
export function CertaintyScale({
  registration,
  error,
  legend = 'How certain are you about your career choice?',
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  legend?: string;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <fieldset aria-describedby={messageId} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink-700">
        {legend}
        <span aria-hidden="true" className="ml-0.5 text-brand-600">
          *
        </span>
      </legend>
      <div className="grid grid-cols-5 gap-2 sm:grid-cols-10">
        {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
          <label key={n} className="relative">
            <input type="radio" value={String(n)} className="peer sr-only" {...registration} />
            <span
              className={`flex h-11 cursor-pointer items-center justify-center rounded-xl border font-semibold transition-colors peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:ring-4 peer-focus-visible:ring-brand-200 hover:border-brand-500 ${error ? 'border-brand-600 text-ink-900' : 'border-ink-500/35 text-ink-900'}`}
            >
              {n}
            </span>
          </label>
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-ink-500" aria-hidden="true">
        <span>1 · Just exploring</span>
        <span>10 · Totally sure</span>
      </div>
      <FieldMessage id={messageId} error={error} />
    </fieldset>
  );
}
