import { AI_IMPACT_LABELS, SCOOP_AI_IMPACT_ORDERING, type ScoopQuestion } from '@pathscoop/contracts';

const MEANING = {
  L: 'Nothing much changes: most of this work stays with people.',
  M: 'AI takes over part of the tasks; people focus on the rest.',
  H: 'AI can do or speed up many of the tasks: the job is changing fast.',
} as const;

/** The AI impact forecast: Low, Moderate or High from the impact value and the ordering-5 question. */
export function AiImpactForecast({
  impact,
  questions,
}: {
  impact: 'L' | 'M' | 'H' | null;
  questions: ScoopQuestion[];
}) {
  const question = questions.find((q) => q.ordering === SCOOP_AI_IMPACT_ORDERING);
  if (!impact) return null;
  const level = ['L', 'M', 'H'].indexOf(impact) + 1;
  return (
    <section
      aria-labelledby="ai-impact-title"
      className="rounded-3xl bg-white p-5 ring-1 ring-brand-100 sm:p-6"
    >
      <h2 id="ai-impact-title" className="font-display text-xl font-bold text-ink-900">
        AI impact forecast: {AI_IMPACT_LABELS[impact]}
      </h2>
      <div
        className="mt-3 flex gap-1.5"
        role="img"
        aria-label={`AI impact ${AI_IMPACT_LABELS[impact]}, ${level} of 3`}
      >
        {[1, 2, 3].map((n) => (
          <span
            key={n}
            className={`h-3 flex-1 rounded-full ${n <= level ? 'bg-brand-600' : 'bg-brand-100'}`}
          />
        ))}
      </div>
      <p className="mt-3 text-ink-700">{MEANING[impact]}</p>
      {question && (
        <p className="mt-1 text-sm text-ink-700">Open “{question.question}” in the Scoop to read more.</p>
      )}
    </section>
  );
}
