import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { ScenarioQuestion } from '@pathscoop/contracts';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useClickGuard } from '../hooks/use-click-guard';
import { type AnswerState, BUCKETS, type Bucket, bucketOf } from '../lib/answers';
import { jumpBetweenDropZones } from '../lib/keyboard-targets';
import { ConeSection } from './cone-section';
import { SkillChip, SkillChipPreview } from './skill-chip';
import { SkillRatingModal } from './skill-rating-modal';

const DEFAULT_LABELS = [
  'I am great at it',
  'I am good at it',
  'I am okay at it',
  'I am not very good at it',
  'I am not good at it',
];

type Props = {
  skills: ScenarioQuestion[];
  labels: string[] | null;
  state: AnswerState;
  isMobile: boolean;
  placeSkill: (skillId: number, bucket: Bucket | null) => void;
};

/**
 * Scenario 2: drag every skill onto the ice-cream cone's five rating sections (text-chip preview);
 * click a placed skill to send it back. Phones: tap a skill to open the 1-5 modal. Keyboard: Space
 * picks up, arrows move between sections, Space drops; Enter opens the same modal.
 */
export function ConeStep({ skills, labels: given, state, isMobile, placeSkill }: Props) {
  const labels = given ?? DEFAULT_LABELS;
  const [dragging, setDragging] = useState<ScenarioQuestion | null>(null);
  const [rating, setRating] = useState<ScenarioQuestion | null>(null);
  const [infoOpen, setInfoOpen] = useState(true);
  const guard = useClickGuard();
  const poolRef = useRef<HTMLUListElement>(null);
  /**
   * Keyboard users continue with the next skill in the pool (the placed one has left it); after the
   * last one, with the step's Next button.
   */
  const nextSensible = () =>
    poolRef.current?.querySelector<HTMLButtonElement>('button') ??
    document.querySelector<HTMLButtonElement>('[data-step-next]');
  const focusPool = () => requestAnimationFrame(() => nextSensible()?.focus());
  const saved = useRef(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: jumpBetweenDropZones,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );
  const pool = skills.filter((s) => bucketOf(state, s.id) === null);
  const byId = new Map(skills.map((s) => [s.id, s]));
  const titleOf = (id: unknown) => byId.get(Number(String(id).replace('skill-', '')))?.title ?? 'skill';
  const zoneName = (id: unknown) => {
    const b = Number(String(id).replace('bucket-', ''));
    return `${b} – ${labels[b - 1]}`;
  };

  const onDragStart = (e: DragStartEvent) =>
    setDragging((e.active.data.current?.skill as ScenarioQuestion) ?? null);
  const onDragEnd = (e: DragEndEvent) => {
    guard.onDragDone(e);
    setDragging(null);
    const skill = e.active.data.current?.skill as ScenarioQuestion | undefined;
    const bucket = e.over?.data.current?.bucket as Bucket | undefined;
    if (skill && bucket) {
      placeSkill(skill.id, bucket);
      if (e.activatorEvent instanceof KeyboardEvent) focusPool();
    }
  };

  return (
    <div className="mx-auto max-w-6xl">
      <p id="cone-instructions" className="sr-only">
        Press Space to pick up a skill, arrow keys to choose a section of the cone and Space to drop it. Press
        Enter to rate it in a dialog instead.
      </p>
      <DndContext
        sensors={sensors}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={(e) => {
          guard.onDragDone(e);
          setDragging(null);
        }}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              'Press Enter to rate this skill in a dialog. To drag it instead, press Space, choose a section of the cone with the arrow keys and press Space again; Escape cancels.',
          },
          announcements: {
            onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
            onDragOver: ({ active, over }) =>
              over
                ? `${titleOf(active.id)} is over ${zoneName(over.id)}.`
                : `${titleOf(active.id)} is not over a section.`,
            onDragEnd: ({ active, over }) =>
              over
                ? `${titleOf(active.id)} was dropped on ${zoneName(over.id)}.`
                : `${titleOf(active.id)} was not placed.`,
            onDragCancel: ({ active }) => `Dragging ${titleOf(active.id)} was cancelled.`,
          },
        }}
      >
        <div className={`grid gap-6 ${isMobile ? '' : 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]'}`}>
          <section
            aria-labelledby="skills-pool"
            className="self-start rounded-3xl bg-white p-5 shadow-sm lg:sticky lg:top-4"
          >
            <h2 id="skills-pool" className="font-display text-xl font-bold">
              Your skills{' '}
              <span className="text-base font-semibold text-ink-700">
                ({skills.length - pool.length} of {skills.length} placed)
              </span>
            </h2>
            <p className="mt-1 text-sm text-ink-700">
              {isMobile
                ? 'Tap a skill to rate it.'
                : 'Drag each skill onto the cone. Click a placed skill to send it back.'}
            </p>
            {pool.length ? (
              <ul ref={poolRef} className="mt-4 flex flex-wrap gap-2">
                {pool.map((s) => (
                  <li key={s.id}>
                    <SkillChip skill={s} onOpen={() => !guard.blocked() && setRating(s)} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 rounded-2xl bg-mint-100 p-4 font-semibold text-mint-700" role="status">
                All skills are on the cone. Nice work!
              </p>
            )}
          </section>
          <section className="flex flex-col items-center gap-2" aria-label="Ice-cream cone">
            {BUCKETS.map((b) => (
              <ConeSection
                key={b}
                bucket={b}
                label={labels[b - 1] ?? ''}
                skills={state.buckets[b]
                  .map((id) => byId.get(id))
                  .filter((s): s is ScenarioQuestion => Boolean(s))}
                onReturn={(id) => placeSkill(id, null)}
              />
            ))}
            <img src="/images/scenarios/cone-base.svg" alt="" className="-mt-2 h-24 w-40" />
          </section>
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging ? <SkillChipPreview title={dragging.title} /> : null}
        </DragOverlay>
      </DndContext>
      <SkillRatingModal
        skill={rating}
        labels={labels}
        initial={rating ? bucketOf(state, rating.id) : null}
        onClose={() => {
          saved.current = false;
          setRating(null);
        }}
        onSave={(bucket) => {
          if (rating) placeSkill(rating.id, bucket);
          saved.current = true;
          setRating(null);
        }}
        returnFocus={() => (saved.current ? nextSensible() : null)}
      />
      <Modal
        open={infoOpen}
        onClose={() => setInfoOpen(false)}
        returnFocus={nextSensible}
        title="Build your skill cone"
        tone="info"
        actions={<Button onClick={() => setInfoOpen(false)}>I got it</Button>}
      >
        <p>
          {isMobile
            ? 'Tap each skill and choose how good you are at it, from 1 (I am great at it) to 5 (I am not good at it).'
            : 'Drag each skill onto the cone: the top scoop (1) is for what you are great at, the bottom (5) for what you are not good at yet.'}{' '}
          Changed your mind? Click a placed skill to put it back.
        </p>
      </Modal>
    </div>
  );
}
