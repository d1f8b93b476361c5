import { useDroppable } from '@dnd-kit/core';
import type { ScenarioQuestion } from '@pathscoop/contracts';
import type { Bucket } from '../lib/answers';

const SCOOP_COLOURS: Record<Bucket, string> = {
  1: 'bg-brand-100 border-brand-500',
  2: 'bg-mint-100 border-mint-500',
  3: 'bg-cream border-cone-400',
  4: 'bg-cone-100 border-cone-700',
  5: 'bg-[#efe7f7] border-[#7b5ea7]',
};

type Props = {
  bucket: Bucket;
  label: string;
  skills: ScenarioQuestion[];
  onReturn: (skillId: number) => void;
};

/** One of the cone's five rating sections (1 'I am great at it' at the top … 5 at the bottom). */
export function ConeSection({ bucket, label, skills, onReturn }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: `bucket-${bucket}`, data: { bucket } });
  const width = ['w-full', 'w-[94%]', 'w-[88%]', 'w-[82%]', 'w-[76%]'][bucket - 1];
  return (
    <section
      ref={setNodeRef}
      aria-label={`${bucket} – ${label}`}
      className={`${width} mx-auto min-h-20 rounded-[2rem] border-2 border-dashed px-4 py-3 transition ${SCOOP_COLOURS[bucket]} ${
        isOver ? 'scale-[1.02] border-solid shadow-lg ring-4 ring-brand-200' : ''
      }`}
    >
      <p className="text-sm font-bold text-ink-900">
        <span className="mr-2 inline-flex h-6 w-6 items-center justify-center rounded-full bg-ink-900 text-xs text-white">
          {bucket}
        </span>
        {label}
      </p>
      {skills.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {skills.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => onReturn(s.id)}
                aria-label={`${s.title} (rated ${bucket}: ${label}). Remove and return to the skills list`}
                className="min-h-9 rounded-full bg-white px-3 py-1 text-sm font-semibold text-ink-900 shadow-sm hover:bg-brand-50"
              >
                {s.title} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
