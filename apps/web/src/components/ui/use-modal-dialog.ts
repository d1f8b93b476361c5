import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** Where focus goes when a dialog closes, when not back to what opened it. */
export type ReturnFocus = () => HTMLElement | null | undefined;

function focusable(el: Element | null | undefined): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.isConnected) return false;
  if ((el as HTMLButtonElement).disabled || el.closest('[inert]')) return false;
  return el.getClientRects().length > 0;
}

/**
 * The page's own sensible place when the opener is gone (a page change, a list that lost the item):
 * its first heading, else <main>, made focusable by script only (tabindex -1).
 */
function pageFallback(): HTMLElement | null {
  const target =
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (target && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  return target;
}

/**
 * Gives focus back after a dialog closed (or was unmounted while open): to `returnFocus()` when the
 * caller names a better place, else to the opener, else to the page's heading. A page that moved
 * focus on purpose meanwhile (a new step focusing its heading) keeps it. Runs after the frame, so
 * an opener that re-enables itself in the same update counts as focusable.
 */
export function restoreFocus(opener: HTMLElement | null, returnFocus?: ReturnFocus) {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected && !active.closest('dialog')) return;
    const target = [returnFocus?.(), opener].find(focusable) ?? pageFallback();
    target?.focus();
  });
}

/**
 * The one dialog behaviour of the app, on the platform's <dialog>: `showModal()` when `open`
 * (the rest of the page is inert, focus stays inside, Escape cancels) and, when it closes or
 * unmounts, focus back where it belongs (restoreFocus). Used by <Modal>, the profile menu drawer
 * and the maximized companion chat; see docs/web-layout-and-dialogs.md.
 */
export function useModalDialog(
  open: boolean,
  returnFocus?: ReturnFocus,
): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const returnRef = useRef(returnFocus);
  returnRef.current = returnFocus;
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      restoreFocus(opener, returnRef.current);
    };
  }, [open]);
  return ref;
}

/**
 * For a part of the page that becomes modal in place (the maximized companion chat, which must
 * keep its state, so it cannot move into a <dialog>): while `active`, everything outside `ref`
 * is `inert` (no focus, no clicks, hidden from assistive technology), as showModal() does.
 */
export function useInertOutside(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const keep = ref.current;
    if (!active || !keep) return;
    const made: HTMLElement[] = [];
    for (let node: HTMLElement | null = keep; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
        if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'DIALOG') continue;
        sibling.inert = true;
        made.push(sibling);
      }
    }
    return () => {
      for (const el of made) el.inert = false;
    };
  }, [ref, active]);
}
