import { useClampPage, usePagedSearch } from '#web/lib/use-paged-search';
import { useAdminProducts } from '../api/get-admin-products';
import { useAdminProductFilters } from './use-admin-product-filters';

/**
 * SPEC §2 Product list's state: the search box (300 ms debounce, back to page 1), the
 * filters (issue 16, kept in the address; a change goes back to page 1), the page, and the
 * products of that page.
 */
export function useAdminProductList() {
  const filtering = useAdminProductFilters();
  const paging = usePagedSearch(1, filtering.key);
  const products = useAdminProducts({
    page: paging.page,
    search: paging.search,
    filters: filtering.filters,
  });
  const totalPages = products.data?.totalNoPage;
  useClampPage(paging.page, 1, totalPages, paging.setPage);
  return { filtering, ...paging, products, total: Math.max(totalPages ?? 1, 1) };
}
