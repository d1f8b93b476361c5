import { parsePlanDescription } from '@pathscoop/contracts';

/**
 * A plan description as the spec reads it, in one place for pricing and My Plan: the first line
 * is the title line, later lines are bullets; a line followed by a '100%' line carries a COMING
 * SOON badge, the '100%' line is a note, and the last line (when not a note) is the closing
 * sentence, shown as text rather than a bullet.
 */
export function splitPlanDescription(description: string) {
  const { title, lines } = parsePlanDescription(description);
  const last = lines[lines.length - 1];
  const closing = lines.length > 1 && last && !last.note && !last.comingSoon ? last : undefined;
  return { title, bullets: closing ? lines.slice(0, -1) : lines, closing: closing?.text };
}

export function PlanFeatures({
  description,
  titleClassName = 'mt-5 text-lg font-semibold text-ink-900',
  headingLevel = 'p',
}: {
  description: string;
  titleClassName?: string;
  headingLevel?: 'p' | 'h3';
}) {
  const { title, bullets, closing } = splitPlanDescription(description);
  const Title = headingLevel;
  return (
    <>
      {title && <Title className={titleClassName}>{title}</Title>}
      <ul className="mt-4 space-y-3">
        {bullets.map((line) =>
          line.note ? (
            <li
              key={line.text}
              className="ml-8 rounded-xl bg-mint-100 px-3 py-2 text-sm font-semibold text-mint-700"
            >
              {line.text}
            </li>
          ) : (
            <li key={line.text} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className={`mt-1 ${line.comingSoon ? 'text-ink-500' : 'text-mint-700'}`}
              >
                {line.comingSoon ? '◷' : '✓'}
              </span>
              <span className="text-ink-700">
                {line.text}
                {line.comingSoon && (
                  <span className="ml-2 inline-block rounded-full bg-cone-100 px-2 py-0.5 align-middle text-xs font-bold text-cone-700">
                    COMING SOON
                  </span>
                )}
              </span>
            </li>
          ),
        )}
      </ul>
      {closing && <p className="mt-5 text-ink-500 italic">{closing}</p>}
    </>
  );
}
