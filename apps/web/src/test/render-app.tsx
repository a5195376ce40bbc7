import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';

/** The real app (routes, providers, layouts) at `url` (a path, or a path with state), in memory. */
export function renderApp(url: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      {/* As main.tsx's provider from react-router/dom: navigations may ask for flushSync. */}
      <RouterProvider
        router={router}
        flushSync={(update) => {
          flushSync(update);
        }}
      />
    </AppProvider>,
  );
  return { ...view, router, user, queryClient };
}
