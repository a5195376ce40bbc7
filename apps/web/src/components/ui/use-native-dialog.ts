import { type RefObject, useLayoutEffect, useRef } from 'react';
import { focusPageHeading } from '../../lib/page-focus';

/**
 * Opens and closes a native <dialog> as modal with `open`: the browser then traps focus
 * (the page behind is inert) and closes it on Escape (the dialog's `close` event: the parent
 * sets `open` to false).
 *
 * Focus goes back to the control that opened it. The browser does that too, but not in every
 * case: the content here unmounts when `open` turns false, which drops focus to <body> before
 * close() runs, and a popup that sent the shopper to another page (the cart drawer's Proceed)
 * must leave focus on that page's heading, not on a button of the header. A layout effect, so
 * focus is placed in the same commit that removes the content: nothing sees it on <body>.
 */
export function useNativeDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const opened = useRef<{ opener: Element | null; path: string } | null>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      if (dialog.open) return;
      opened.current = { opener: document.activeElement, path: window.location.pathname };
      dialog.showModal();
      return;
    }
    if (dialog.open) dialog.close();
    const from = opened.current;
    opened.current = null;
    if (!from) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || dialog.contains(active);
    if (!lost) return;
    const { opener, path } = from;
    if (opener instanceof HTMLElement && opener.isConnected && path === window.location.pathname) {
      opener.focus({ preventScroll: true });
    } else {
      focusPageHeading();
    }
  }, [open]);
  return ref;
}
