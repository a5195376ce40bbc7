import { metricsApiRoutes } from '@store/contract/api';
import { useEffect } from 'react';

const VIEWER_KEY = 'viewerId';
// A beacon, not callApi: it must outlive the page, and its 204 has nothing to parse.
const ENDPOINT = metricsApiRoutes.recordView.path;

/** A stable anonymous id for this browser, so visitors count as distinct viewers (issue 6). */
function viewerId(): string | undefined {
  try {
    let id = localStorage.getItem(VIEWER_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(VIEWER_KEY, id);
    }
    return id;
  } catch {
    return undefined; // storage blocked: the server falls back to the client address
  }
}

function send(productId: string, seconds: number): void {
  const body = JSON.stringify({
    productId,
    viewedTime: Math.round(seconds * 10) / 10,
    viewerId: viewerId(),
  });
  // A beacon survives the page closing; it carries the session cookie, not the bearer token.
  if (!navigator.sendBeacon?.(ENDPOINT, body)) {
    void fetch(ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'include' }).catch(
      () => {},
    );
  }
}

/**
 * SPEC §4: the product page reports how long it was looked at when the shopper leaves it —
 * when the tab is hidden (closing, switching away) and when the page unmounts (navigating
 * within the app). Time while hidden does not count; coming back starts a new view span.
 */
export function useViewBeacon(productId: string | undefined): void {
  useEffect(() => {
    if (!productId) return;
    let startedAt: number | null =
      document.visibilityState === 'visible' ? performance.now() : null;
    const flush = () => {
      if (startedAt === null) return;
      send(productId, (performance.now() - startedAt) / 1000);
      startedAt = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
      else if (startedAt === null) startedAt = performance.now();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [productId]);
}
