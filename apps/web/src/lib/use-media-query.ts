import { BREAKPOINTS } from '@store/contract/constants';
import { useCallback, useSyncExternalStore } from 'react';

function canMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/**
 * One MediaQueryList per query for the page's life: every card and row asks the same few
 * questions on every render, and `matchMedia` parses the query anew each time it is called.
 */
const lists = new Map<string, MediaQueryList>();

function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** True while the media query matches; follows changes such as a resize or a settings toggle. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatchMedia()) return () => {};
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatchMedia() && mediaQueryList(query).matches,
    () => false,
  );
}

/** Forgets the cached lists (tests replace `window.matchMedia` between cases). */
export function resetMediaQueryLists(): void {
  lists.clear();
}

/** SPEC §4: narrow-screen mode is a width below 768 px. */
export function useIsNarrowScreen(): boolean {
  return useMediaQuery(`(max-width: ${BREAKPOINTS.narrow - 0.02}px)`);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
