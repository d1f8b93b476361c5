import type { ReactNode } from 'react';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';

/**
 * The profile menu as a left drawer on small screens, on the native <dialog>: showModal() makes
 * the page inert (focus stays in the drawer), Escape and a click on the backdrop close it.
 */
export function MenuDrawer({
  id,
  open,
  onClose,
  children,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      id={id}
      aria-label="Profile menu"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
      className="m-0 h-dvh max-h-none w-[min(20rem,86vw)] max-w-none border-0 bg-white p-0 shadow-2xl backdrop:bg-ink-900/50"
    >
      {open && (
        <div className="flex min-h-full flex-col p-4 pt-3">
          <div className="mb-2 flex justify-end">
            <button
              type="button"
              onClick={onClose}
              aria-label="Close menu"
              className="flex h-11 w-11 items-center justify-center rounded-full text-ink-700 hover:bg-brand-50"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
              >
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className="flex flex-1 flex-col">{children}</div>
        </div>
      )}
    </dialog>
  );
}
