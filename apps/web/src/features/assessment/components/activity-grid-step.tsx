import type { ScenarioQuestion } from '@pathscoop/contracts';
import { RatingScale } from './rating-scale';

/** "Heading? item" or "Heading: item" → heading and item (spec: question text split on ': ' or '? '). */
export function splitQuestion(text: string): { heading: string | null; item: string } {
  const m = /[?:]\s+/.exec(text);
  const itemStart = m ? m.index + m[0].length : text.length;
  if (!m || itemStart >= text.length) return { heading: null, item: text };
  return { heading: text.slice(0, m.index + 1).replace(/:$/, ''), item: text.slice(itemStart) };
}

type Props = {
  questions: ScenarioQuestion[];
  labels: string[];
  answers: Record<string, number>;
  onChange: (questionId: number, value: number) => void;
};

/** Scenario 1's grid: every activity rated 1 'Not at all likely' … 5 'Extremely likely'. */
export function ActivityGridStep({ questions, labels, answers, onChange }: Props) {
  const heading = questions[0] ? splitQuestion(questions[0].question).heading : null;
  const done = questions.filter((q) => answers[q.id] !== undefined).length;
  return (
    <div className="mx-auto max-w-5xl">
      <h2 className="font-display text-2xl font-bold sm:text-3xl">
        {heading ?? 'How likely would you be to…'}
      </h2>
      <p className="mt-2 text-ink-700">
        Rate every activity from 1 ({labels[0]}) to 5 ({labels[4]}).{' '}
        <span className="font-semibold" aria-live="polite">
          {done} of {questions.length} rated.
        </span>
      </p>
      {/* The column headers stay in view under the sticky top bar (lg:h-20) while the rows scroll. */}
      <div
        aria-hidden="true"
        data-grid-header
        className="sticky top-20 z-[1] mt-4 hidden grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 rounded-2xl bg-ink-900 px-4 py-2 text-xs font-semibold text-white lg:grid"
      >
        <span>Activity</span>
        <span className="grid grid-cols-5 gap-3 text-center">
          {labels.map((l, i) => (
            <span key={l}>
              {i + 1} · {l}
            </span>
          ))}
        </span>
      </div>
      <ol className="mt-3 space-y-3">
        {questions.map((q, i) => {
          const { item } = splitQuestion(q.question);
          return (
            <li
              key={q.id}
              className={`grid items-center gap-3 rounded-2xl bg-white p-4 shadow-sm lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-4 ${
                answers[q.id] === undefined ? '' : 'ring-2 ring-mint-500/60'
              }`}
            >
              <p className="font-medium text-ink-900">
                <span className="mr-2 text-ink-500">{q.question_id ?? i + 1}.</span>
                {item}
              </p>
              <RatingScale
                legend={item}
                legendHidden
                labels={labels}
                value={answers[q.id]}
                onChange={(v) => onChange(q.id, v)}
                name={`q-${q.id}`}
                compact
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
