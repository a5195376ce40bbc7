import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '#web/lib/cn';
import { useNativeDialog } from './use-native-dialog';

interface ModalProps {
  open: boolean;
  /** Called when the shopper closes it: the close button, Escape, or the dialog closing itself. */
  onClose: () => void;
  /** The heading; it also names the dialog for assistive tech. */
  title: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal popup on the native <dialog>: the browser traps focus inside, makes the page behind
 * inert, closes it on Escape and returns focus to where it was. The content is mounted only
 * while open, so a form inside starts afresh each time.
 */
export function Modal({ open, onClose, title, children, className }: ModalProps) {
  const dialogRef = useNativeDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // Escape: 'cancel' comes at once, 'close' a task later. The state follows 'cancel', so
      // the opener (focused again at once) can reopen it; a 'close' arriving after that
      // reopening is stale and ignored.
      onCancel={onClose}
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50',
        className,
      )}
    >
      {open && (
        <div className="relative p-5">
          <h2 id={titleId} className="mb-4 pr-10 text-lg font-semibold tracking-tight">
            {title}
          </h2>
          {children}
          {/* Last in focus order, so opening the dialog focuses its first field instead. */}
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="absolute top-3 right-3 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </dialog>
  );
}
