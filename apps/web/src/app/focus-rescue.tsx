import { useEffect } from 'react';
import { focusPageHeading } from '../lib/page-focus';
import { isRouteFocusPending } from './route-focus';

/** What a keyboard can reach with Tab (disabled and hidden ones are filtered below). */
const TABBABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

function isTabbable(element: HTMLElement): boolean {
  if (element.matches(':disabled') || element.closest('[inert], [hidden]')) return false;
  // Not laid out (display: none here or above) means not reachable. jsdom lays nothing out,
  // so there getClientRects is always empty and only the checks above apply.
  return !isLaidOut() || element.getClientRects().length > 0;
}

let laidOut: boolean | undefined;
/** Whether this document computes layout (a browser) or not (jsdom in component tests). */
function isLaidOut(): boolean {
  laidOut ??= document.documentElement.getBoundingClientRect().height > 0;
  return laidOut;
}

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
    const inside = [...ancestor.querySelectorAll<HTMLElement>(TABBABLE)].find(isTabbable);
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
