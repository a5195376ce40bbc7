import { BREAKPOINTS, STORE_NAME } from '@store/contract/constants';
import { listingIdFromSlug } from '@store/contract/slug';
import { useCallback, useMemo } from 'react';
import { useParams } from 'wouter';
import { Skeleton } from '#web/components/ui/skeleton';
import {
  getListingSummary,
  useListingProducts,
} from '#web/features/catalogue/api/get-listing-products';
import { useSubCategories } from '#web/features/catalogue/api/get-sub-categories';
import { ListingGrid } from '#web/features/catalogue/components/listing-grid';
import { ListingGroups } from '#web/features/catalogue/components/listing-groups';
import { ListingSidebar } from '#web/features/catalogue/components/listing-sidebar';
import { NotFound } from '#web/features/catalogue/components/not-found';
import {
  DiscoveryFrame,
  useFilterSidebar,
} from '#web/features/discovery/components/discovery-frame';
import {
  type Discovery,
  isDiscovering,
  LIST_SORT_CHOICES,
  listDiscoveryFields,
  listSummaryFields,
} from '#web/features/discovery/discovery-params';
import { useDiscovery } from '#web/features/discovery/hooks/use-discovery';
import { useMediaQuery } from '#web/lib/use-media-query';

const productsText = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

/**
 * /{category}-{id}/{subCategory}-{id}: SPEC §2 Product listing, with issue 16's sort and
 * filters (in the address). On phones the listing is the category's rows by sub-category;
 * once a sort or filter is chosen it is this sub-category's one filtered grid instead, the
 * same results as on a wide screen (decision 0035).
 */
export default function ProductListingPage() {
  const params = useParams();
  // RequireSlugIds (app/router.tsx) has already shown a 404 for slugs without ids.
  const categoryId = listingIdFromSlug(params.category) ?? '';
  const subCategoryId = listingIdFromSlug(params.subCategory) ?? '';
  const mobile = useMediaQuery(`(max-width: ${BREAKPOINTS.mobileListing}px)`);
  const filtersBeside = useFilterSidebar();
  const { discovery, choose } = useDiscovery(LIST_SORT_CHOICES);
  const choosing = isDiscovering(discovery);
  const subCategories = useSubCategories();
  const request = useMemo(() => ({ categoryId, subCategoryId }), [categoryId, subCategoryId]);
  const fields = useMemo(() => listDiscoveryFields(discovery), [discovery]);
  const showsGroups = mobile && !choosing;
  const products = useListingProducts(request, !showsGroups, fields);
  const fetchSummary = useCallback(
    (choice: Discovery, signal: AbortSignal) =>
      getListingSummary(request, listSummaryFields(choice), signal),
    [request],
  );

  const { category, current, siblings } = useMemo(() => {
    const all = subCategories.data ?? [];
    const inCategory = all.filter((sub) => sub.category.some((c) => c._id === categoryId));
    return {
      category: inCategory[0]?.category.find((c) => c._id === categoryId),
      current: inCategory.find((sub) => sub._id === subCategoryId),
      siblings: inCategory,
    };
  }, [subCategories.data, categoryId, subCategoryId]);

  if (subCategories.isPending) {
    return (
      // A screen tall, as the listing will be: the footer stays out of sight meanwhile.
      <div className="mx-auto min-h-dvh w-full max-w-7xl px-4 py-6" aria-busy="true">
        <Skeleton className="h-8 w-56" />
      </div>
    );
  }
  // A category or sub-category that does not exist (or do not belong together) names nothing.
  if (subCategories.isSuccess && (!category || !current)) return <NotFound />;
  const title = current?.name ?? 'Products';

  const frame = (
    <DiscoveryFrame
      sorts={LIST_SORT_CHOICES}
      discovery={discovery}
      onChoose={choose}
      facets={products.data?.facets}
      scope={['listing', categoryId, subCategoryId]}
      fetchSummary={fetchSummary}
      status={
        showsGroups || !products.data || products.isPlaceholderData
          ? undefined
          : productsText(products.data.totalCount)
      }
    >
      {(toolbar) => (
        <>
          {toolbar}
          <div className="mt-4">
            {showsGroups ? (
              <ListingGroups categoryId={categoryId} />
            ) : products.isError ? (
              <p role="alert" className="py-10 text-center text-slate-600">
                {products.error.message}
              </p>
            ) : (
              <ListingGrid
                products={products.data?.data}
                narrow={filtersBeside}
                busy={products.isPlaceholderData}
              />
            )}
          </div>
        </>
      )}
    </DiscoveryFrame>
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <title>{`${title} | ${STORE_NAME}`}</title>
      <h1 tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h1>
      {category && <p className="mt-1 text-sm text-slate-600">{category.name}</p>}
      {mobile ? (
        <div className="mt-4">{frame}</div>
      ) : (
        <div className="mt-5 flex gap-6">
          {category && <ListingSidebar category={category} subCategories={siblings} />}
          <div className="min-w-0 flex-1">{frame}</div>
        </div>
      )}
    </div>
  );
}
