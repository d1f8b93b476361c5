import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../components/layout/icons';
import type { FaqItem } from './faq-data';

/** Odd ids go to the first column, even ids to the second (spec part 2, FAQ). */
export function splitByParity(items: FaqItem[]): [FaqItem[], FaqItem[]] {
  return [items.filter((i) => i.id % 2 === 1), items.filter((i) => i.id % 2 === 0)];
}

function FaqEntry({
  item,
  open,
  onToggle,
  baseId,
}: {
  item: FaqItem;
  open: boolean;
  onToggle: () => void;
  baseId: string;
}) {
  const headerId = `${baseId}-q${item.id}`;
  const panelId = `${baseId}-a${item.id}`;
  return (
    <li
      className={`rounded-3xl bg-white ring-1 transition-shadow ${open ? 'shadow-lg ring-brand-200' : 'ring-brand-100'}`}
    >
      <h3>
        <button
          type="button"
          id={headerId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 rounded-3xl px-5 py-4 text-left font-display text-lg font-bold text-ink-900 hover:text-brand-700"
        >
          {item.question}
          <span
            aria-hidden="true"
            className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full transition-transform motion-reduce:transition-none ${open ? 'rotate-180 bg-brand-600 text-white' : 'bg-brand-50 text-brand-700'}`}
          >
            <ChevronDownIcon size={18} />
          </span>
        </button>
      </h3>
      <section
        id={panelId}
        aria-labelledby={headerId}
        hidden={!open}
        className="space-y-3 px-5 pb-5 leading-relaxed text-ink-700"
      >
        {item.answer.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
    </li>
  );
}

/** Two columns by id parity; everything starts closed and only one answer is open at a time. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  const columns = splitByParity(items);
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      {columns.map((column, i) => (
        <ul key={i} className="space-y-4" data-testid={`faq-column-${i + 1}`}>
          {column.map((item) => (
            <FaqEntry
              key={item.id}
              item={item}
              baseId={baseId}
              open={openId === item.id}
              onToggle={() => setOpenId((current) => (current === item.id ? null : item.id))}
            />
          ))}
        </ul>
      ))}
    </div>
  );
}
