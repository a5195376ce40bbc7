import { useCallback, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState, useSearch } from 'wouter/use-browser-location';

/**
 * The few navigation helpers the app needs beyond wouter's own (decision 14). Every entry
 * lives in the browser's history: wouter's `navigate(to, { state })` is `pushState(state)`,
 * so a page's state is `history.state`, and Back and Forward are the browser's.
 */

export interface NavigateOptions {
  /** Replace the current entry instead of adding one (Back then skips it). */
  replace?: boolean;
  /** Carried with the entry: read it with `useLocationState()`. */
  state?: unknown;
}

/** Moves to a path, or through history by a number of steps (-1 is Back). */
export function useNavigate() {
  const [, navigate] = useLocation();
  return useCallback(
    (to: string | number, options?: NavigateOptions) => {
      if (typeof to === 'number') window.history.go(to);
      else navigate(to, options);
    },
    [navigate],
  );
}

/** The state the current entry was reached with (`navigate(to, { state })`, Link's `state`). */
export function useLocationState(): unknown {
  return useHistoryState();
}

/**
 * The current address: path, query string (as the browser has it, with its '?') and
 * fragment. wouter's own `useSearch` decodes the query string, which would turn an
 * encoded '%25' in a search text into a '%'.
 */
export function useCurrentLocation() {
  const [pathname] = useLocation();
  const search = useSearch();
  return { pathname, search, hash: window.location.hash };
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/**
 * How the current entry was reached: 'POP' for the first page and for Back and Forward.
 * wouter announces its own pushes and replaces as window events of those names.
 */
let navigationType: NavigationType = 'POP';
const listeners = new Set<() => void>();
const track = (type: NavigationType) => () => {
  navigationType = type;
  for (const listener of listeners) listener();
};
window.addEventListener('popstate', track('POP'));
window.addEventListener('pushState', track('PUSH'));
window.addEventListener('replaceState', track('REPLACE'));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentNavigationType = () => navigationType;

export function useNavigationType(): NavigationType {
  return useSyncExternalStore(subscribe, currentNavigationType);
}

/** Outside React (tests, event handlers): how the current entry was reached. */
export { currentNavigationType };
