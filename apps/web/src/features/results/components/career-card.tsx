import type { CareerResult } from '@pathscoop/contracts';
import { StarRating } from '../../../components/ui/star-rating';

/**
 * One of the top 10: rank, title, match strength and the student's stars; opens the card modal.
 * Its accessible name is its visible text plus a hidden hint (WCAG 2.5.3, label in name).
 */
export function CareerCard({ result, onOpen }: { result: CareerResult; onOpen: () => void }) {
  const title = result.unique_title.mask_title || result.unique_title.title;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex h-full w-full items-center gap-4 rounded-3xl border-2 border-transparent bg-white p-4 text-left shadow-sm transition hover:border-brand-200 hover:shadow-md"
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-600 font-display text-lg font-bold text-white">
        {result.rank}
        <span className="sr-only">.</span>
      </span>
      <span className="min-w-0 flex-1">
        <span className="block line-clamp-2 font-display text-lg font-bold text-ink-900">
          {title}
          <span className="sr-only">,</span>
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-ink-700">
          <span className="font-semibold text-mint-700">{result.match}% match</span>
          <StarRating size="sm" label="Your score" value={result.score} />
          {result.interested && (
            <span className="font-semibold text-brand-700">
              <span aria-hidden="true">♥ </span>Saved
            </span>
          )}
        </span>
      </span>
      <span className="sr-only">, open the career card</span>
      <span aria-hidden="true" className="text-2xl text-ink-500">
        ›
      </span>
    </button>
  );
}
