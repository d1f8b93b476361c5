import { useId } from 'react';

type Props = {
  legend: string;
  legendHidden?: boolean;
  labels: string[];
  value: number | undefined;
  onChange: (value: number) => void;
  name?: string;
  compact?: boolean;
};

/** A 1-5 radio group (keyboard: arrows move and choose, like any radio group). */
export function RatingScale({ legend, legendHidden, labels, value, onChange, name, compact }: Props) {
  const auto = useId();
  const group = name ?? auto;
  return (
    <fieldset className="min-w-0">
      <legend className={legendHidden ? 'sr-only' : 'mb-2 font-semibold text-ink-900'}>{legend}</legend>
      <div className={`grid grid-cols-5 gap-1.5 ${compact ? '' : 'sm:gap-3'}`}>
        {[1, 2, 3, 4, 5].map((n) => {
          const checked = value === n;
          return (
            <label
              key={n}
              className={`flex cursor-pointer flex-col items-center justify-start gap-1 rounded-xl border-2 px-1 py-2 text-center text-xs transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${
                checked
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-ink-900/15 bg-white text-ink-700 hover:border-brand-200'
              }`}
            >
              <input
                type="radio"
                name={group}
                value={n}
                checked={checked}
                onChange={() => onChange(n)}
                className="sr-only"
              />
              <span className="text-lg font-bold">{n}</span>
              <span className={compact ? 'sr-only' : 'leading-tight max-sm:sr-only'}>{labels[n - 1]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
