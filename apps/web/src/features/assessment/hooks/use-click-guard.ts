import { useCallback, useRef } from 'react';

type DragEvent = { activatorEvent: Event | null };

/**
 * A keyboard drag starts (and ends) with Space on a button, and the browser then fires that
 * button's click on key-up. The guard swallows exactly that click: it arms when a drag started by
 * the keyboard starts or ends, and disarms just after the next key-up.
 */
export function useClickGuard() {
  const armed = useRef(false);
  const arm = useCallback((e: DragEvent) => {
    if (typeof KeyboardEvent === 'undefined' || !(e.activatorEvent instanceof KeyboardEvent)) return;
    armed.current = true;
    window.addEventListener('keyup', () => setTimeout(() => (armed.current = false), 0), { once: true });
  }, []);
  const blocked = useCallback(() => armed.current, []);
  return { onDragStart: arm, onDragDone: arm, blocked };
}
