/** 'Step 1 of 2' with a bar per step; the current step is announced. */
export function StepIndicator({ step, total, label }: { step: number; total: number; label?: string }) {
  return (
    <div className="mb-4">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        Step {step} of {total}
        {label ? <span className="font-medium text-ink-500 normal-case"> · {label}</span> : null}
      </p>
      <div className="mt-2 flex gap-1.5" aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          <span
            key={i}
            className={`h-1.5 flex-1 rounded-full ${i < step ? 'bg-brand-600' : 'bg-brand-100'}`}
          />
        ))}
      </div>
    </div>
  );
}
