type Props = {
  onBack: (() => void) | null;
  onNext: () => void;
  nextDisabled: boolean;
  isLast: boolean;
  submitting: boolean;
  hint?: string;
};

/** A label with its short form under 544 px (spec: footer labels are shortened on narrow screens). */
function Label({ full, short }: { full: string; short: string }) {
  return (
    <>
      <span className="max-[543px]:hidden">{full}</span>
      <span className="min-[544px]:hidden">{short}</span>
    </>
  );
}

/** Back/Previous, Next and, on the last step, the submit button (disabled once pressed). */
export function StepFooter({ onBack, onNext, nextDisabled, isLast, submitting, hint }: Props) {
  return (
    <footer
      data-step-footer
      className="sticky bottom-0 z-10 border-t border-ink-900/10 bg-white/95 backdrop-blur"
    >
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
        <button
          type="button"
          onClick={onBack ?? undefined}
          disabled={!onBack}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-ink-700 px-5 font-semibold text-ink-900 hover:bg-ink-900/5 disabled:invisible"
        >
          <span aria-hidden="true">←</span>
          <Label full="Previous step" short="Back" />
        </button>
        {hint && nextDisabled && (
          <p className="hidden text-center text-sm text-ink-700 md:block" id="next-hint">
            {hint}
          </p>
        )}
        <button
          type="button"
          onClick={onNext}
          data-step-next
          disabled={nextDisabled || submitting}
          aria-describedby={hint && nextDisabled ? 'next-hint' : undefined}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-ink-500"
        >
          {isLast ? (
            submitting ? (
              <Label full="Submitting…" short="Sending…" />
            ) : (
              <Label full="Submit my answers" short="Submit" />
            )
          ) : (
            <>
              <Label full="Next step" short="Next" />
              <span aria-hidden="true">→</span>
            </>
          )}
        </button>
      </div>
    </footer>
  );
}
