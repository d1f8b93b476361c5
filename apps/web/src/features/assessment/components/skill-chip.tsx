import { useDraggable } from '@dnd-kit/core';
import type { ScenarioQuestion } from '@pathscoop/contracts';

/** A skill in the pool: drag it (pointer, touch or Space + arrows), or press Enter / tap to rate it. */
export function SkillChip({ skill, onOpen }: { skill: ScenarioQuestion; onOpen: () => void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `skill-${skill.id}`,
    data: { skill },
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      onClick={onOpen}
      aria-roledescription="draggable skill"
      aria-describedby="cone-instructions"
      title={skill.description}
      className={`min-h-11 touch-manipulation rounded-full border-2 border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow-sm hover:bg-brand-50 ${
        isDragging ? 'opacity-40' : ''
      }`}
    >
      {skill.title}
    </button>
  );
}

/** The drag preview: a text chip. */
export function SkillChipPreview({ title }: { title: string }) {
  return (
    <span className="inline-block cursor-grabbing rounded-full border-2 border-brand-700 bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-xl">
      {title}
    </span>
  );
}
