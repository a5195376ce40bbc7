import { useSyncExternalStore } from 'react';

const EMPTY: readonly string[] = [];
const ID = /^[A-Za-z0-9_]{1,64}$/;

export interface BrowserList {
  /** Newest first; an unreadable or tampered value reads as empty. */
  read(): readonly string[];
  /** Puts `id` first (moving it if present), keeping at most the list's maximum. */
  add(id: string): void;
  remove(id: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  /** The ids, following changes in this tab and in the store's other tabs. */
  useIds(): readonly string[];
}

/**
 * A list of product ids this browser keeps in local storage (a visitor's wishlist, recently
 * viewed products). Storage can be disabled or full (some private-browsing modes): the list is
 * then empty and writes are dropped, which costs the shopper a convenience, not a page.
 */
export function createBrowserList(key: string, max: number): BrowserList {
  const listeners = new Set<() => void>();
  // useSyncExternalStore wants the same array while the stored text is the same.
  let cached: { raw: string | null; ids: readonly string[] } = { raw: null, ids: EMPTY };

  const read = (): readonly string[] => {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return EMPTY;
    }
    if (raw === cached.raw) return cached.ids;
    cached = { raw, ids: parse(raw, max) };
    return cached.ids;
  };
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const write = (ids: readonly string[]) => {
    try {
      if (ids.length === 0) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(ids.slice(0, max)));
    } catch {
      // Storage disabled or full: nothing is remembered.
    }
    notify();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) notify();
    });
  }

  return {
    read,
    add: (id) => write([id, ...read().filter((other) => other !== id)]),
    remove: (id) => write(read().filter((other) => other !== id)),
    clear: () => write(EMPTY),
    subscribe,
    useIds: () => useSyncExternalStore(subscribe, read, () => EMPTY),
  };
}

function parse(raw: string | null, max: number): readonly string[] {
  if (raw === null) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    const ids = value.filter((id): id is string => typeof id === 'string' && ID.test(id));
    return [...new Set(ids)].slice(0, max);
  } catch {
    return EMPTY;
  }
}
