import { useHoldPageBusy } from '../../lib/page-busy';

type Props = {
  /** What is loading, read by screen readers ('Loading your strengths…'). */
  label: string;
  /**
   * The shapes of what is coming, as Tailwind height classes, one block each, e.g.
   * ['h-40', 'h-96']: size them like the loaded page at both widths so nothing moves.
   */
  blocks?: string[];
  className?: string;
};

/**
 * What a page shows while its data or chunk loads: grey blocks the size of what will replace
 * them, and, while it is on screen, the layout holds back what sits under the page (lib/page-busy)
 * so nothing is pushed down when the content arrives (docs/web-layout-and-dialogs.md).
 */
export function PageSkeleton({ label, blocks = ['h-[28rem]'], className = '' }: Props) {
  useHoldPageBusy();
  return (
    <div role="status" aria-live="polite" className={`space-y-6 ${className}`} data-testid="page-skeleton">
      <span className="sr-only">{label}</span>
      {blocks.map((h, i) => (
        <div
          key={i}
          aria-hidden="true"
          className={`${h} animate-pulse rounded-3xl bg-white ring-1 ring-brand-100 motion-reduce:animate-none`}
        />
      ))}
    </div>
  );
}
