import { BREAKPOINTS, STORE_NAME } from '@store/contract/constants';
import { listingIdFromSlug } from '@store/contract/slug';
import { useMemo } from 'react';
import { useParams } from 'wouter';
import { Skeleton } from '../../../components/ui/skeleton';
import { useListingProducts } from '../../../features/catalogue/api/get-listing-products';
import { useSubCategories } from '../../../features/catalogue/api/get-sub-categories';
import { ListingGrid } from '../../../features/catalogue/components/listing-grid';
import { ListingGroups } from '../../../features/catalogue/components/listing-groups';
import { ListingSidebar } from '../../../features/catalogue/components/listing-sidebar';
import { NotFound } from '../../../features/catalogue/components/not-found';
import { useMediaQuery } from '../../../lib/use-media-query';

/** /{category}-{id}/{subCategory}-{id}: SPEC §2 Product listing. */
export default function ProductListingPage() {
  const params = useParams();
  // The route's loader has already refused slugs without ids.
  const categoryId = listingIdFromSlug(params.category) ?? '';
  const subCategoryId = listingIdFromSlug(params.subCategory) ?? '';
  const mobile = useMediaQuery(`(max-width: ${BREAKPOINTS.mobileListing}px)`);
  const subCategories = useSubCategories();
  const products = useListingProducts({ categoryId, subCategoryId }, !mobile);

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

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <title>{`${title} | ${STORE_NAME}`}</title>
      <h1 tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h1>
      {category && <p className="mt-1 text-sm text-slate-600">{category.name}</p>}
      {mobile ? (
        <div className="mt-2">
          <ListingGroups categoryId={categoryId} />
        </div>
      ) : (
        <div className="mt-5 flex gap-6">
          {category && <ListingSidebar category={category} subCategories={siblings} />}
          <div className="min-w-0 flex-1">
            {products.isError ? (
              <p role="alert" className="py-10 text-center text-slate-600">
                {products.error.message}
              </p>
            ) : (
              <ListingGrid products={products.data} />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
