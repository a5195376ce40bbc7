import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onVisible` whenever the element scrolls into (or near) view while `enabled`. The
 * observer is made afresh each time `enabled` turns true, and a new observer reports at once,
 * so an element still in view after a page was appended asks for the next one.
 * Returns whether the browser can watch at all, so callers can offer a button instead.
 */
export function useOnVisible(
  ref: RefObject<Element | null>,
  onVisible: () => void,
  enabled: boolean,
): boolean {
  const supported = typeof IntersectionObserver !== 'undefined';
  const callback = useRef(onVisible);
  callback.current = onVisible;

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !supported || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      // Within a screen of the viewport either way counts: loading starts before the end is
      // reached, and a jump past it (End key, a tall footer below) still counts as reaching it.
      { rootMargin: '100% 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, supported]);

  return supported;
}
