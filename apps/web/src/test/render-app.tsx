import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { AppProvider } from '#web/app/provider';
import { AppRoutes } from '#web/app/router';
import { currentNavigationType, type NavigateOptions } from '#web/lib/navigation';

/** Where the app starts: a path (with its query), or a path with the entry's state. */
export type InitialEntry = string | { pathname: string; search?: string; state?: unknown };

/** What tests read of the router: the current entry and how it was reached, and a way to move. */
interface TestRouter {
  readonly state: {
    location: { pathname: string; search: string; hash: string; state: unknown };
    historyAction: ReturnType<typeof currentNavigationType>;
  };
  /** A path, or a step through history (-1 is Back). */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
}

function nextPopState() {
  return new Promise<void>((resolve) => {
    window.addEventListener('popstate', () => resolve(), { once: true });
  });
}

/**
 * The real app (routes, providers, layouts) at `entry`, in jsdom's own browser history:
 * the app reads and moves the location exactly as it does in a browser.
 */
export function renderApp(entry: InitialEntry) {
  const {
    pathname,
    search = '',
    state = null,
  } = typeof entry === 'string' ? { pathname: entry } : entry;
  window.history.replaceState(state, '', `${pathname}${search}`);
  // As a fresh page load: the first entry was not pushed or replaced by the app.
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <AppRoutes />
    </AppProvider>,
  );
  const router: TestRouter = {
    get state() {
      const { pathname, search, hash } = window.location;
      return {
        location: { pathname, search, hash, state: window.history.state },
        historyAction: currentNavigationType(),
      };
    },
    async navigate(to, options) {
      await act(async () => {
        if (typeof to === 'number') {
          const moved = nextPopState();
          window.history.go(to);
          await moved;
        } else {
          browserNavigate(to, options);
        }
      });
    },
  };
  return { ...view, router, user, queryClient };
}
