import { useEffect } from 'react';
import { focusPageHeading } from '../lib/page-focus';
import { tabbables } from '../lib/tabbable';
import { isRouteFocusPending } from './route-focus';

/**
 * Where focus goes when the element holding it disappears: the first reachable control in
 * the nearest part of the page that is still there (the next row of a list whose row was
 * removed, the buttons that replaced the one pressed); null when only the page's top is left.
 */
function rescueTarget(lostAncestors: HTMLElement[]): HTMLElement | null {
  for (const ancestor of lostAncestors) {
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
 * unmounts once pressed, a list row deleted, a popup's content): the browser then puts focus
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
    // A mutation callback runs as a microtask right after the change that removed the
    // element: before the shopper could press another key.
    const observer = new MutationObserver(() => {
      const lost = ancestors[0];
      if (!lost || lost.isConnected || isRouteFocusPending()) return;
      if (document.activeElement && document.activeElement !== document.body) return;
      const target = rescueTarget(ancestors.slice(1));
      if (target) target.focus({ preventScroll: true });
      else focusPageHeading();
    });
    document.addEventListener('focusin', track);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', track);
      observer.disconnect();
    };
  }, []);
  return null;
}
