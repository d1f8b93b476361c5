import type { ScenarioQuestion } from '@pathscoop/contracts';
import { useId } from 'react';

type Props = {
  question: ScenarioQuestion;
  value: number | undefined;
  onChange: (v: number) => void;
  position: string;
};

const THUMB =
  '[&::-webkit-slider-thumb]:h-14 [&::-webkit-slider-thumb]:w-14 [&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:bg-[url(/images/scenarios/biscuit-1.svg)] [&::-webkit-slider-thumb]:bg-cover [&::-webkit-slider-thumb]:shadow-lg [&::-moz-range-thumb]:h-14 [&::-moz-range-thumb]:w-14 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-0 [&::-moz-range-thumb]:bg-[url(/images/scenarios/biscuit-1.svg)] [&::-moz-range-thumb]:bg-cover';

const STOP_LEFT = ['left-0', 'left-1/4', 'left-1/2', 'left-3/4', 'left-full'];

/**
 * Scenario 3: one 1-5 slider per page on a biscuit-themed card. The handle starts at 3; clicking it
 * there (or pressing a key on it) records 3 when there is no answer yet.
 */
export function SliderStep({ question, value, onChange, position }: Props) {
  const id = useId();
  const recordDefault = () => {
    if (value === undefined) onChange(3);
  };
  return (
    <div className="mx-auto max-w-3xl">
      <div className="relative overflow-hidden rounded-[2.5rem] border-4 border-cone-400 bg-cone-100 p-6 shadow-lg sm:p-10">
        <img
          src="/images/scenarios/biscuit-2.svg"
          alt=""
          className="pointer-events-none absolute -top-8 -right-8 h-32 w-32 rotate-12 opacity-40"
        />
        <p className="text-sm font-bold text-cone-700">{position}</p>
        <div className="mt-2 flex items-start gap-4">
          {question.image && (
            <img src={question.image} alt="" className="hidden h-24 w-24 shrink-0 sm:block" />
          )}
          <div>
            <h2 className="font-display text-2xl font-bold sm:text-3xl">{question.title}</h2>
            <label htmlFor={id} className="mt-3 block text-lg font-semibold text-ink-900">
              {question.question}
            </label>
            {question.description && <p className="mt-2 text-ink-700">{question.description}</p>}
          </div>
        </div>
        <div className="mt-10">
          <input
            id={id}
            type="range"
            min={1}
            max={5}
            step={1}
            value={value ?? 3}
            aria-valuetext={`${value ?? 3} of 5${value === undefined ? ' (not answered yet)' : ''}`}
            onChange={(e) => onChange(Number(e.target.value))}
            onPointerUp={recordDefault}
            onKeyUp={recordDefault}
            className={`h-4 w-full cursor-pointer appearance-none rounded-full bg-gradient-to-r from-cone-400 to-cone-700 ${THUMB}`}
          />
          {/* Each number under its stop: the thumb's centre runs from half a thumb (1.75rem) from one
              end to half a thumb from the other, so the numbers sit on that inset track. */}
          <div aria-hidden="true" className="relative mx-7 mt-3 h-6 font-bold text-ink-700" data-slider-stops>
            {[1, 2, 3, 4, 5].map((n) => (
              <span
                key={n}
                className={`absolute top-0 -translate-x-1/2 ${STOP_LEFT[n - 1]} ${n === value ? 'text-brand-700' : ''}`}
              >
                {n}
              </span>
            ))}
          </div>
          <div className="mt-1 flex justify-between text-sm font-semibold text-ink-700">
            <span>1 · {question.low_label ?? 'Not important'}</span>
            <span>5 · {question.high_label ?? 'Very important'}</span>
          </div>
          <p className="mt-4 text-center text-ink-700" aria-live="polite">
            {value === undefined ? 'Move the biscuit (or click it to keep 3).' : `Your answer: ${value}`}
          </p>
        </div>
      </div>
    </div>
  );
}
