import { useSyncExternalStore } from 'react';

/**
 * Whether the shopper has scrolled the page (once, for good): the sign that what lies below
 * the first screen will soon be wanted. The home page's lower rows ask for their products
 * then, a round trip ahead of reaching them, instead of while the page loads (an idle-time
 * fetch put zod and four replies in the middle of a phone's first seconds: decision 0033).
 */
let scrolled = false;
let listening = false;
const listeners = new Set<() => void>();

function onScroll() {
  scrolled = true;
  window.removeEventListener('scroll', onScroll);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('scroll', onScroll, { passive: true });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHasScrolled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrolled,
    () => false,
  );
}
