import { useEffect } from 'react';
import { focusPageHeading, focusWithoutScroll } from '#web/lib/page-focus';
import { tabbables } from '#web/lib/tabbable';
import { isRouteFocusPending } from './route-focus';

/**
 * Where focus goes when the element holding it disappears: the first reachable control after
 * the place it held (what replaced the button pressed, the next row of a list whose row was
 * removed), else the first one in the nearest part of the page that is still there; null
 * when only the page's top is left.
 */
function rescueTarget(lost: HTMLElement, ancestors: HTMLElement[], records: MutationRecord[]) {
  const removal = records.find((record) =>
    [...record.removedNodes].some((node) => node === lost || node.contains(lost)),
  );
  const parent = removal?.target;
  if (parent instanceof HTMLElement && parent.isConnected && !parent.matches('main, body')) {
    const before = removal?.previousSibling;
    const after = tabbables(parent).find(
      (control) =>
        !before?.isConnected ||
        Boolean(before.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING),
    );
    if (after) return after;
  }
  for (const ancestor of ancestors) {
    if (!ancestor.isConnected) continue;
    // Not the first control of the whole page: that would throw the shopper far away.
    if (ancestor.matches('main, body')) break;
    const inside = tabbables(ancestor)[0];
    if (inside) return inside;
  }
  return null;
}

/**
 * Keeps focus from falling to <body> when the focused element is removed (a button that
 * unmounts once pressed, a list row deleted, a popup's content) or disabled (a submit button
 * while it saves): the browser then puts focus
 * on <body>, and the next Tab starts again from the top of the page. Route changes are
 * RouteFocus's; dialogs return focus to their opener themselves (useNativeDialog).
 */
export function FocusRescue() {
  useEffect(() => {
    let ancestors: HTMLElement[] = [];
    const track = (event: FocusEvent) => {
      ancestors = [];
      for (let node = event.target as HTMLElement | null; node; node = node.parentElement) {
        ancestors.push(node);
      }
    };
    /** A control that was disabled while focused, and where focus waits for it. */
    let parked: { control: HTMLElement; at: HTMLElement } | null = null;
    const focusIsLost = () => !document.activeElement || document.activeElement === document.body;
    // A focused button disabled while its action runs (Saving…): the browser drops focus to
    // <body> at its next rendering step, with a focusout and no mutation to see. Focus waits on
    // the enclosing popup or form (or <main>) until the button is enabled again.
    const onFocusOut = (event: FocusEvent) => {
      const control = event.target;
      if (event.relatedTarget || !(control instanceof HTMLElement)) return;
      queueMicrotask(() => {
        if (!focusIsLost() || !control.isConnected || !control.matches(':disabled')) return;
        const at =
          control.closest<HTMLElement>('dialog[open], form') ?? document.querySelector('main');
        if (!at) return;
        focusWithoutScroll(at);
        parked = { control, at };
      });
    };

    // A mutation callback runs as a microtask right after the change that removed the
    // element: before the shopper could press another key. It also sees a parked control
    // enabled again.
    const observer = new MutationObserver((records) => {
      if (parked && !parked.control.matches(':disabled')) {
        // Enabled again ('Saving…' is over, the form stays): focus goes back to it.
        const { control, at } = parked;
        parked = null;
        if (control.isConnected && document.activeElement === at) control.focus();
      }
      const lost = ancestors[0];
      if (!lost || isRouteFocusPending() || !focusIsLost()) return;
      if (lost.isConnected) return;
      const target = rescueTarget(lost, ancestors.slice(1), records);
      if (target) target.focus({ preventScroll: true });
      else focusPageHeading();
    });
    document.addEventListener('focusin', track);
    document.addEventListener('focusout', onFocusOut);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    return () => {
      document.removeEventListener('focusin', track);
      document.removeEventListener('focusout', onFocusOut);
      observer.disconnect();
    };
  }, []);
  return null;
}
