import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { findPageHeading, focusWithoutScroll } from '#web/lib/page-focus';

/**
 * A page that is still loading (its code or its data) has no h1 yet; how long to keep
 * watching for it. Past this the shopper keeps the focus on <main>.
 */
const HEADING_WAIT_MS = 10_000;

/** What had focus when the address last changed (before the new page rendered). */
let focusedAtNavigation: Element | null = null;
/** True from an address change until its page has taken focus (or given up waiting). */
let routeFocusPending = false;

const rememberFocus = () => {
  focusedAtNavigation = document.activeElement;
};
// wouter raises pushState and replaceState on window before it re-renders; popstate is the
// browser's. All three come before React draws the new page.
for (const type of ['pushState', 'replaceState', 'popstate']) {
  window.addEventListener(type, rememberFocus);
}

/** Whether a route change is still placing focus (FocusRescue leaves it alone meanwhile). */
export function isRouteFocusPending(): boolean {
  return routeFocusPending;
}

/**
 * Moves focus to the new page's h1 on every client-side route change (not on the first
 * load, where the browser starts at the top of the document anyway), and announces the new
 * document title.
 *
 * Why both: moving focus is what every screen reader (NVDA, JAWS, VoiceOver, TalkBack)
 * reliably speaks, and it puts the keyboard at the top of the new content instead of
 * wherever the old page left it (issue 15: after login the first Tab landed in the footer).
 * Focus on the heading reads its text ("Checkout, heading level 1"). A title change alone
 * is announced by none of them in a single-page app, so the title is also written, after the
 * focus move, into a polite live region that is on the page from the first render (a region
 * created together with its text is often not read). Polite, so it queues after the heading
 * instead of cutting it off; screen reader users hear the page's full title, store included.
 *
 * A page that takes focus itself on arrival (the search input on /search) keeps it: focus
 * that moved during the route change is the page's intended target.
 *
 * Only a new path counts: a query change on the same page (typing in search, a page number)
 * leaves focus where the shopper is.
 */
export function RouteFocus() {
  const [pathname] = useLocation();
  const shownPath = useRef(pathname);
  const announcer = useRef<HTMLDivElement>(null);

  // A layout effect: it runs in the commit that draws the new page, before FocusRescue's
  // mutation callback could move a lost focus elsewhere.
  useLayoutEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    routeFocusPending = true;

    let announceTimer: ReturnType<typeof setTimeout> | undefined;
    // A task later: React writes the page's <title> into <head> after the heading can be seen.
    const announce = () => {
      announceTimer = setTimeout(() => {
        const region = announcer.current;
        if (region) region.textContent = document.title;
      });
    };
    const main = document.querySelector('main');
    const focused = document.activeElement;
    const claimed =
      focused &&
      focused !== document.body &&
      focused !== focusedAtNavigation &&
      focused !== main &&
      focused !== findPageHeading();
    if (claimed) {
      // The new page put focus where it wants it.
      routeFocusPending = false;
      announce();
      return () => clearTimeout(announceTimer);
    }

    let observer: MutationObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      observer?.disconnect();
      clearTimeout(timer);
      clearTimeout(announceTimer);
      document.removeEventListener('focusin', onFocusIn);
      routeFocusPending = false;
    };
    const tryHeading = () => {
      const heading = findPageHeading();
      if (!heading) return false;
      stop();
      focusWithoutScroll(heading);
      announce();
      return true;
    };
    // The shopper (or the page) moved focus while the page loaded: theirs wins.
    function onFocusIn(event: FocusEvent) {
      if (event.target !== main) stop();
    }

    if (tryHeading() || !main) return stop;
    // Never left on <body> while the page loads: <main> holds focus until its h1 comes.
    if (document.activeElement === document.body || !document.activeElement?.isConnected) {
      focusWithoutScroll(main);
    }
    document.addEventListener('focusin', onFocusIn);
    observer = new MutationObserver(() => {
      tryHeading();
    });
    observer.observe(main, { childList: true, subtree: true });
    timer = setTimeout(stop, HEADING_WAIT_MS);
    return stop;
  }, [pathname]);

  // Not role="status": that names a status message of the page, this is the app speaking.
  return <div ref={announcer} aria-live="polite" aria-atomic="true" className="sr-only" />;
}
