import { useId } from 'react';

export type Bar = { label: string; value: number };

/**
 * A horizontal bar chart in SVG: each label on its own line above its bar, the figure beside the
 * bar, so the chart stays legible from 390 px phones (drawn at most 480 px wide) to desktops. For
 * screen readers the SVG is one image whose title carries every figure, and the same figures
 * follow as a list (no colour-only meaning).
 */
export function BarChart({ title, bars, total }: { title: string; bars: Bar[]; total?: number }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const rowH = 46;
  const width = 340;
  const barMax = width - 90;
  const pct = (v: number) => (total ? ` (${Math.round((v / Math.max(1, total)) * 100)}%)` : '');
  return (
    <figure className="m-0 mt-3">
      <svg
        role="img"
        aria-labelledby={`${id}-t`}
        viewBox={`0 0 ${width} ${bars.length * rowH}`}
        className="h-auto w-full max-w-[480px]"
      >
        <title
          id={`${id}-t`}
        >{`${title}: ${bars.map((b) => `${b.label} ${b.value}${pct(b.value)}`).join(', ')}`}</title>
        {bars.map((b, i) => {
          const w = Math.max(Math.round((b.value / max) * barMax), 2);
          const y = i * rowH;
          return (
            <g key={b.label}>
              <text x={0} y={y + 14} className="fill-ink-900 text-[13px]">
                {b.label}
              </text>
              <rect x={0} y={y + 20} width={w} height={16} rx={5} className="fill-brand-600" />
              <text x={w + 6} y={y + 33} className="fill-ink-900 text-[13px] font-semibold">
                {`${b.value}${pct(b.value)}`}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="sr-only">
        {bars.map((b) => (
          <li key={b.label}>{`${b.label}: ${b.value}${pct(b.value)}`}</li>
        ))}
      </ul>
    </figure>
  );
}
