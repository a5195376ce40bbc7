import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type InitialEntry,
  type Location,
  MemoryRouter,
  type NavigateOptions,
  type NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';

/** What tests read of the router: the current entry and how it was reached, and a way to move. */
interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  /** A path, or a step through history (-1 is Back). */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
}

/** Copies the router's current state out of the tree after every navigation. */
function RouterProbe({
  into,
}: {
  into: { current: TestRouter['state'] | null; navigate?: ReturnType<typeof useNavigate> };
}) {
  into.current = { location: useLocation(), historyAction: useNavigationType() };
  into.navigate = useNavigate();
  return null;
}

/** The real app (routes, providers, layouts) at `url` (a path, or a path with state), in memory. */
export function renderApp(url: InitialEntry) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const user = userEvent.setup();
  const probe: { current: TestRouter['state'] | null; navigate?: ReturnType<typeof useNavigate> } =
    { current: null };
  const view = render(
    // As main.tsx: navigations render at once, not as transitions.
    <MemoryRouter initialEntries={[url]} useTransitions={false}>
      <AppProvider queryClient={queryClient}>
        <AppRoutes />
        <RouterProbe into={probe} />
      </AppProvider>
    </MemoryRouter>,
  );
  const router: TestRouter = {
    get state() {
      if (!probe.current) throw new Error('the router has not rendered');
      return probe.current;
    },
    async navigate(to, options) {
      const navigate = probe.navigate;
      if (!navigate) throw new Error('the router has not rendered');
      await act(async () => {
        await (typeof to === 'number' ? navigate(to) : navigate(to, options));
      });
    },
  };
  return { ...view, router, user, queryClient };
}
