import { SEARCH_DEBOUNCE_MS } from '@store/contract/constants';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A search box and a page number for an admin list. The search is sent 300 ms after typing
 * stops (SPEC §9), and a new search starts again from the first page (SPEC §4), as does a
 * new `resetKey` (the list's filters, when it has some).
 */
export function usePagedSearch(firstPage: 0 | 1, resetKey = '') {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [state, setState] = useState({ search, resetKey, page: firstPage as number });
  // A new search or filter: back to the first page, in the same render (no request for the
  // old page).
  const same = state.search === search && state.resetKey === resetKey;
  const page = same ? state.page : firstPage;
  if (!same) setState({ search, resetKey, page: firstPage });
  return {
    text,
    setText,
    search,
    page,
    setPage: (next: number) => setState({ search, resetKey, page: Math.max(firstPage, next) }),
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
