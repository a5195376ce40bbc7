import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The page's first tab stop (WCAG 2.4.1): hidden until focused, it takes the keyboard past
 * the header to <main>. Focus is moved by script: following the #fragment alone would add a
 * history entry in this single-page app and, in some browsers, only scroll without moving
 * the Tab order.
 */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
    main.focus();
  }
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-medium text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to main content
    </a>
  );
}
