import { paths } from '#web/config/paths';
import { useCurrentLocation } from '#web/lib/navigation';

/** Where the search bar is: on /search it is the input, and `q` is its text (null: absent). */
export function useSearchRoute() {
  const { pathname, search } = useCurrentLocation();
  const onSearchPage = pathname.replace(/\/+$/, '') === paths.search;
  const query = onSearchPage ? new URLSearchParams(search).get('q') : null;
  // SPEC §2: the header is hidden on the search route when a query is present.
  return { onSearchPage, query, headerHidden: onSearchPage && query !== null };
}
