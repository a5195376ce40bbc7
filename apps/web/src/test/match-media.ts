import { resetMediaQueryLists } from '#web/lib/use-media-query';

/** jsdom has no layout, hence no matchMedia; tests choose which media queries match. */
export function installMatchMedia(matches: (query: string) => boolean): void {
  // The app keeps one list per query; a test's new answers must not meet the old lists.
  resetMediaQueryLists();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
