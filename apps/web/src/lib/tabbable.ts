/** What a keyboard can reach with Tab (disabled, inert and hidden ones are filtered out). */
const TABBABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

let laidOut: boolean | undefined;
/** Whether this document computes layout (a browser) or not (jsdom in component tests). */
function isLaidOut(): boolean {
  laidOut ??= document.documentElement.getBoundingClientRect().height > 0;
  return laidOut;
}

export function isTabbable(element: HTMLElement): boolean {
  if (!element.matches(TABBABLE) || element.matches(':disabled')) return false;
  if (element.closest('[inert], [hidden]')) return false;
  // Not laid out (display: none here or above) means not reachable. jsdom lays nothing out,
  // so there only the checks above apply.
  return !isLaidOut() || element.getClientRects().length > 0;
}

/** The controls inside `root` that Tab reaches, in document order. */
export function tabbables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(isTabbable);
}
