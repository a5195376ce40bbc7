import { SEARCH_DEBOUNCE_MS } from '@store/contract/constants';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A search box and a page number for an admin list. The search is sent 300 ms after typing
 * stops (SPEC §9), and a new search starts again from the first page (SPEC §4).
 */
export function usePagedSearch(firstPage: 0 | 1) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [state, setState] = useState({ search, page: firstPage as number });
  // A new search: back to the first page, in the same render (no request for the old page).
  const page = state.search === search ? state.page : firstPage;
  if (state.search !== search) setState({ search, page: firstPage });
  return {
    text,
    setText,
    search,
    page,
    setPage: (next: number) => setState({ search, page: Math.max(firstPage, next) }),
  };
}

/**
 * After the last row of the last page goes (deleted, recovered, removed from deals), the page
 * may lie past the end: step back to the new last page.
 */
export function useClampPage(
  page: number,
  firstPage: 0 | 1,
  totalPages: number | undefined,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (totalPages === undefined) return;
    const last = Math.max(firstPage, totalPages - 1 + firstPage);
    if (page > last) setPage(last);
  }, [page, firstPage, totalPages, setPage]);
}
