import { useId } from 'react';

export type Bar = { label: string; value: number };

/**
 * A horizontal bar chart in SVG with the figures written beside each bar; for screen readers the
 * SVG is one image with a title and the same figures follow as a list (no colour-only meaning).
 */
export function BarChart({ title, bars, total }: { title: string; bars: Bar[]; total?: number }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const rowH = 34;
  const labelW = 190;
  const width = 560;
  const barMax = width - labelW - 70;
  const pct = (v: number) => (total ? ` (${Math.round((v / Math.max(1, total)) * 100)}%)` : '');
  return (
    <figure className="m-0">
      <svg
        role="img"
        aria-labelledby={`${id}-t`}
        viewBox={`0 0 ${width} ${bars.length * rowH + 4}`}
        className="h-auto w-full"
      >
        <title
          id={`${id}-t`}
        >{`${title}: ${bars.map((b) => `${b.label} ${b.value}${pct(b.value)}`).join(', ')}`}</title>
        {bars.map((b, i) => {
          const w = Math.round((b.value / max) * barMax);
          const y = i * rowH + 4;
          return (
            <g key={b.label}>
              <text x={labelW - 10} y={y + 19} textAnchor="end" className="fill-ink-900 text-[14px]">
                {b.label}
              </text>
              <rect
                x={labelW}
                y={y}
                width={Math.max(w, 2)}
                height={rowH - 10}
                rx={6}
                className="fill-brand-600"
              />
              <text
                x={labelW + Math.max(w, 2) + 8}
                y={y + 19}
                className="fill-ink-900 text-[14px] font-semibold"
              >
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
