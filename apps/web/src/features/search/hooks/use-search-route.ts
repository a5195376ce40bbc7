import { matchPath, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/** Where the search bar is: on /search it is the input, and `q` is its text (null: absent). */
export function useSearchRoute() {
  const { pathname, search } = useLocation();
  const onSearchPage = matchPath(paths.search, pathname) !== null;
  const query = onSearchPage ? new URLSearchParams(search).get('q') : null;
  // SPEC §2: the header is hidden on the search route when a query is present.
  return { onSearchPage, query, headerHidden: onSearchPage && query !== null };
}
