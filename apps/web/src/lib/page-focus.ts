/** The page's main heading: the first h1 inside <main>. */
export const PAGE_HEADING = 'main h1';

/**
 * Whether an element is drawn. React keeps a page that suspends (its next chunk or data
 * loading) mounted but hidden with display: none, so an old page's h1 can still be in <main>.
 */
export function isShown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/** The h1 of the page on screen, if it has one yet. */
export function findPageHeading(): HTMLElement | null {
  return [...document.querySelectorAll<HTMLElement>(PAGE_HEADING)].find(isShown) ?? null;
}

/**
 * Focuses an element that may not be focusable by nature (a heading, <main>): it gets
 * tabindex -1, so a script can focus it but Tab never stops there. No scrolling: where the
 * page sits is ScrollRestoration's (top of a new page, the old offset on Back).
 */
export function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/**
 * Puts focus at the top of the current page: its h1, or <main> while the page has none yet
 * (still loading). Returns whether it found the h1.
 */
export function focusPageHeading(): boolean {
  const heading = findPageHeading();
  const target = heading ?? document.querySelector('main');
  if (target) focusWithoutScroll(target);
  return heading !== null;
}
