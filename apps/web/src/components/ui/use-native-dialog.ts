import { type RefObject, useLayoutEffect, useRef } from 'react';
import { focusPageHeading } from '#web/lib/page-focus';
import { tabbables } from '#web/lib/tabbable';

/**
 * Tab and Shift+Tab wrap around inside the dialog. A modal <dialog> makes the page behind
 * inert, but Tab past its last control still leaves it for the browser's own toolbar and
 * the document; the keyboard should cycle through the popup until it is closed.
 */
function trapTab(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const dialog = event.currentTarget as HTMLDialogElement;
  const controls = tabbables(dialog);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Opens and closes a native <dialog> as modal with `open`: the page behind is inert, Tab
 * cycles inside (trapTab), and Escape closes it (the dialog's `close` event: the parent
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
    dialog?.addEventListener('keydown', trapTab);
    return () => dialog?.removeEventListener('keydown', trapTab);
  }, []);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      if (dialog.open) return;
      opened.current = { opener: document.activeElement, path: window.location.pathname };
      dialog.showModal();
      return;
    }
    // Where focus was before closing: close() itself moves it back to the opener (the
    // browser's rule for modal dialogs), which is wrong after the popup changed the page.
    const active = document.activeElement;
    const lost = !active || active === document.body || dialog.contains(active);
    if (dialog.open) dialog.close();
    const from = opened.current;
    opened.current = null;
    if (!from || !lost) return;
    const { opener, path } = from;
    if (opener instanceof HTMLElement && opener.isConnected && path === window.location.pathname) {
      opener.focus({ preventScroll: true });
    } else {
      focusPageHeading();
    }
  }, [open]);
  return ref;
}
