import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the screen, once and for good. A row far
 * below the first screen is drawn when the shopper scrolls (or tabs) towards it, not while
 * the page loads: on a phone the home page's first layout is then what the phone shows
 * (docs/decisions/0033). Without IntersectionObserver everything counts as near.
 */
export function useNearScreen<T extends Element>(margin = '50%') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return { ref, near };
}
