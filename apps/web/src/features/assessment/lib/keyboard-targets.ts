import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const FORWARD = ['ArrowDown', 'ArrowRight'];
const BACKWARD = ['ArrowUp', 'ArrowLeft'];

/**
 * Keyboard drag-and-drop that jumps from drop zone to drop zone (in reading order) instead of
 * moving a few pixels per key press: Space picks a chip up, arrows choose the zone, Space drops.
 */
export const jumpBetweenDropZones: KeyboardCoordinateGetter = (event, { context }) => {
  const forward = FORWARD.includes(event.code);
  if (!forward && !BACKWARD.includes(event.code)) return undefined;
  event.preventDefault();
  const { droppableRects, collisionRect, over } = context;
  if (!collisionRect) return undefined;
  const zones = [...droppableRects.entries()].sort((a, b) => a[1].top - b[1].top || a[1].left - b[1].left);
  if (!zones.length) return undefined;
  const current = over ? zones.findIndex(([id]) => id === over.id) : -1;
  const nextIndex =
    current < 0
      ? forward
        ? 0
        : zones.length - 1
      : Math.max(0, Math.min(zones.length - 1, current + (forward ? 1 : -1)));
  const rect = zones[nextIndex]?.[1];
  if (!rect) return undefined;
  return {
    x: rect.left + rect.width / 2 - collisionRect.width / 2,
    y: rect.top + rect.height / 2 - collisionRect.height / 2,
  };
};
