import { type ReactNode, useId } from 'react';
import { type ReturnFocus, useModalDialog } from './use-modal-dialog';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons row; defaults to nothing (children may hold their own). */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Optional tone icon above the title. */
  tone?: 'success' | 'error' | 'info';
  /** Where focus goes on close when not back to the opener (e.g. the next skill after placing one). */
  returnFocus?: ReturnFocus;
};

const sizes = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };
const toneIcon = { success: '✓', error: '!', info: 'i' };
const toneClass = {
  success: 'bg-mint-100 text-mint-700',
  error: 'bg-brand-100 text-brand-700',
  info: 'bg-cone-100 text-cone-700',
};

/**
 * The app's dialog (every dialog uses it, or useModalDialog directly): the native <dialog> with
 * `showModal()`, so the rest of the page is inert and focus stays inside; Escape and the backdrop
 * close it; on close focus returns to the opener (or `returnFocus`, or the page heading).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  actions,
  size = 'md',
  tone,
  returnFocus,
}: ModalProps) {
  const ref = useModalDialog(open, returnFocus);
  const titleId = useId();
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
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
      className={`m-auto w-[calc(100%-2rem)] ${sizes[size]} rounded-3xl border-0 bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-900/50`}
    >
      <div className="p-6 sm:p-8">
        {tone && (
          <div
            aria-hidden="true"
            className={`mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full text-xl font-bold ${toneClass[tone]}`}
          >
            {toneIcon[tone]}
          </div>
        )}
        <h2 id={titleId} className={`text-xl font-bold ${tone ? 'text-center' : ''}`}>
          {title}
        </h2>
        {children && <div className={`mt-3 text-ink-700 ${tone ? 'text-center' : ''}`}>{children}</div>}
        {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
      </div>
    </dialog>
  );
}
