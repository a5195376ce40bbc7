import { useLayoutEffect } from 'react';
import { useCurrentLocation, useNavigationType } from '#web/lib/navigation';

const STORAGE_KEY = 'scroll-positions';

/**
 * Scroll offsets by address (path and query), kept for the tab's life: a reload or a
 * return from another site restores too.
 */
function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

const positions = readPositions();

function savePositions() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: positions are kept for this page load only.
  }
}

/**
 * The browser's scroll behaviour for a single-page app: a new page starts at the top (or at
 * its #fragment), Back and Forward return to where the shopper was on that address.
 */
export function ScrollRestoration() {
  const { pathname, search, hash } = useCurrentLocation();
  const key = pathname + search;
  const action = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', savePositions);
    return () => window.removeEventListener('pagehide', savePositions);
  }, []);

  useLayoutEffect(() => {
    if (action === 'POP') {
      window.scrollTo(0, positions[key] ?? 0);
    } else {
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    // A layout effect, so the listener leaves before the next page can move the offset.
    const remember = () => {
      positions[key] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, hash, action]);

  return null;
}
