import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { ScenarioQuestion } from '@pathscoop/contracts';
import { useState } from 'react';
import { useClickGuard } from '../hooks/use-click-guard';
import { NONE } from '../lib/answers';
import { jumpBetweenDropZones } from '../lib/keyboard-targets';

const SLOTS = ['My top 1', 'My top 2', 'My top 3'];

function TypeCard({ type, onPick, placed }: { type: ScenarioQuestion; onPick: () => void; placed: boolean }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `type-${type.id}`,
    data: { type },
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      onClick={onPick}
      aria-roledescription="draggable type"
      aria-describedby="ranking-instructions"
      aria-pressed={placed}
      className={`flex min-h-11 w-full items-center gap-3 rounded-2xl border-2 bg-white p-3 text-left shadow-sm transition hover:border-brand-500 ${
        placed ? 'border-mint-500 bg-mint-100' : 'border-ink-900/10'
      } ${isDragging ? 'opacity-30' : ''}`}
    >
      {type.image && <img src={type.image} alt="" className="h-12 w-12 shrink-0" />}
      <span>
        <span className="block font-bold text-ink-900">{type.title}</span>
        <span className="block text-sm text-ink-700">{type.description}</span>
      </span>
    </button>
  );
}

function Slot({ index, name, onClear }: { index: number; name: string; onClear: () => void }) {
  const { setNodeRef, isOver } = useDroppable({ id: `slot-${index}`, data: { slot: index } });
  return (
    <fieldset
      ref={setNodeRef}
      className={`flex min-h-28 min-w-0 flex-col items-center justify-center rounded-3xl border-2 border-dashed p-3 text-center ${
        isOver ? 'border-solid border-brand-600 bg-brand-50' : 'border-cone-700/50 bg-cone-100'
      }`}
    >
      <legend className="sr-only">{SLOTS[index]}</legend>
      <p aria-hidden="true" className="text-sm font-bold text-cone-700">
        {SLOTS[index]}
      </p>
      {name ? (
        <button
          type="button"
          onClick={onClear}
          aria-label={`${name} is ${SLOTS[index]}. Remove`}
          className="mt-2 flex flex-col items-center rounded-2xl px-3 py-1 hover:bg-white"
        >
          <img src="/images/scenarios/cup.svg" alt="" className="h-12 w-12" />
          <span className="font-bold break-words text-ink-900 max-sm:text-sm">
            {name} <span aria-hidden="true">×</span>
          </span>
        </button>
      ) : (
        <p className="mt-2 text-sm text-ink-700">Empty</p>
      )}
    </fieldset>
  );
}

type Props = {
  types: ScenarioQuestion[];
  ranking: string[];
  placeType: (name: string, slot: number | null) => void;
};

/**
 * Scenario 4: rank three of the six types into 'My top 1/2/3' (drag, with a cup as the preview; or
 * click/tap a card to fill the next free slot), or choose 'None'. Click a placed cup to remove it.
 */
export function RankingStep({ types, ranking, placeType }: Props) {
  const [dragging, setDragging] = useState<ScenarioQuestion | null>(null);
  const guard = useClickGuard();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: jumpBetweenDropZones,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );
  const none = ranking[0] === NONE;
  const slots = none ? ['', '', ''] : [0, 1, 2].map((i) => ranking[i] ?? '');
  // What a click, tap or Enter just did, for screen readers (drags announce through dnd-kit).
  const [status, setStatus] = useState('');
  const pick = (name: string) => {
    if (guard.blocked()) return;
    if (name === NONE) {
      setStatus(none ? 'None is no longer chosen.' : 'You chose None: no type fits you.');
      return placeType(NONE, none ? null : 0);
    }
    if (slots.includes(name)) {
      setStatus(`${name} was taken out of your top 3.`);
      return placeType(name, null);
    }
    const free = slots.indexOf('');
    if (free < 0) {
      setStatus('Your top 3 is full. Remove a type first.');
      return;
    }
    setStatus(`${name} is now ${SLOTS[free]}.`);
    placeType(name, free);
  };
  const typeName = (id: unknown) => types.find((t) => `type-${t.id}` === String(id))?.title ?? 'This type';
  const slotName = (id: unknown) => SLOTS[Number(String(id).replace('slot-', ''))] ?? 'a slot';
  const onDragStart = (e: DragStartEvent) => {
    guard.onDragStart(e);
    setDragging((e.active.data.current?.type as ScenarioQuestion) ?? null);
  };
  const onDragEnd = (e: DragEndEvent) => {
    guard.onDragDone(e);
    setDragging(null);
    const type = e.active.data.current?.type as ScenarioQuestion | undefined;
    const slot = e.over?.data.current?.slot as number | undefined;
    if (!type || slot === undefined) return;
    placeType(type.title, type.title === NONE ? 0 : slot);
  };
  const realTypes = types.filter((t) => t.title !== NONE);
  const noneType = types.find((t) => t.title === NONE);

  return (
    <div className="mx-auto max-w-6xl">
      <p id="ranking-instructions" className="sr-only">
        Press Enter to put this type into the next free slot, or Space to pick it up, arrow keys to choose a
        slot and Space to drop it.
      </p>
      <p role="status" className="sr-only" data-testid="ranking-status">
        {status}
      </p>
      <DndContext
        sensors={sensors}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              'Press Enter to put this type into the next free place of your top 3. To drag it instead, press Space, choose My top 1, 2 or 3 with the arrow keys and press Space again; Escape cancels.',
          },
          announcements: {
            onDragStart: ({ active }) => `Picked up ${typeName(active.id)}.`,
            onDragOver: ({ active, over }) =>
              over
                ? `${typeName(active.id)} is over ${slotName(over.id)}.`
                : `${typeName(active.id)} is not over a place.`,
            onDragEnd: ({ active, over }) =>
              over
                ? `${typeName(active.id)} was dropped on ${slotName(over.id)}.`
                : `${typeName(active.id)} was not placed.`,
            onDragCancel: ({ active }) => `Dragging ${typeName(active.id)} was cancelled.`,
          },
        }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={(e) => {
          guard.onDragDone(e);
          setDragging(null);
        }}
      >
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <h2 className="font-display text-2xl font-bold">Which types sound most like you?</h2>
            <p className="mt-1 text-ink-700">
              Put three into your top 3, in order, or choose None if none of them fits.
            </p>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {realTypes.map((t) => (
                <li key={t.id}>
                  <TypeCard type={t} placed={slots.includes(t.title)} onPick={() => pick(t.title)} />
                </li>
              ))}
              {noneType && (
                <li>
                  <TypeCard type={noneType} placed={none} onPick={() => pick(NONE)} />
                </li>
              )}
            </ul>
          </div>
          <div className="order-first lg:sticky lg:top-4 lg:order-none lg:self-start">
            <h2 className="font-display text-xl font-bold">My top 3</h2>
            {none ? (
              <p className="mt-3 rounded-3xl bg-mint-100 p-4 font-semibold text-mint-700" role="status">
                You chose None. That is a fine answer: click None again to undo it.
              </p>
            ) : null}
            <div className="mt-3 grid grid-cols-3 gap-2 sm:gap-3">
              {slots.map((name, i) => (
                <Slot key={SLOTS[i]} index={i} name={name} onClear={() => placeType(name, null)} />
              ))}
            </div>
          </div>
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging ? (
            <span className="flex flex-col items-center">
              <img src="/images/scenarios/cup.svg" alt="" className="h-16 w-16 drop-shadow-lg" />
              <span className="rounded-full bg-ink-900 px-3 py-1 text-sm font-bold text-white">
                {dragging.title}
              </span>
            </span>
          ) : null}
        </DragOverlay>
      </DndContext>
    </div>
  );
}
