import { type RefObject, useEffect, useRef } from 'react';

/**
 * Opens and closes a native <dialog> as modal with `open`: the browser then traps focus,
 * makes the page behind inert, closes it on Escape and returns focus where it was.
 */
export function useNativeDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
