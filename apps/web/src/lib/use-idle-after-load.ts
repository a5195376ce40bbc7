import { useSyncExternalStore } from 'react';

/**
 * Whether the page has loaded and the browser has since had an idle moment: the time to
 * fetch what the shopper will likely want next (the home page's lower rows) without taking
 * the network or the main thread from the first screen (docs/decisions/0033).
 */
let idle = false;
let started = false;
const listeners = new Set<() => void>();

function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  const settle = () => {
    idle = true;
    for (const listener of listeners) listener();
  };
  const afterLoad = () =>
    'requestIdleCallback' in window ? requestIdleCallback(settle) : setTimeout(settle, 200);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIdleAfterLoad(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  );
}
