import { idFromSlug, productPath } from '@store/contract/slug';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { Button } from '#web/components/ui/button';
import { Skeleton } from '#web/components/ui/skeleton';
import { useCurrentUser } from '#web/features/auth/api/get-user-details';
import { CartControl } from '#web/features/cart/components/cart-control';
import { NotFound } from '#web/features/catalogue/components/not-found';
import { SuggestedProducts } from '#web/features/catalogue/components/suggested-products';
import { PreviewsSection } from '#web/features/previews/components/previews-section';
import { useProductDetails } from '#web/features/product/api/get-product-details';
import { ProductDetail } from '#web/features/product/components/product-detail';
import { REVIEWS_ANCHOR } from '#web/features/product/components/product-facts';
import { useViewBeacon } from '#web/features/product/hooks/use-view-beacon';
import { RecentlyViewed } from '#web/features/recently-viewed/components/recently-viewed';
import { useRecordRecentlyViewed } from '#web/features/recently-viewed/hooks/use-record-recently-viewed';
import { ReviewsSection } from '#web/features/reviews/components/reviews-section';
import { SurveyDialog } from '#web/features/survey/components/survey-dialog';
import { WishlistButton } from '#web/features/wishlist/components/wishlist-button';
import { ApiError } from '#web/lib/api-client';
import { useCurrentLocation, useNavigate } from '#web/lib/navigation';

/** /product/{name-slug}-{productId}; RequireSlugIds (app/router.tsx) 404s a slug without id. */
export default function ProductDetailPage() {
  const productId = idFromSlug(useParams().slug) ?? '';
  const product = useProductDetails(productId);
  useCanonicalAddress(productId, product.data);
  // How long this product is looked at, sent when the shopper leaves (SPEC §4).
  useViewBeacon(product.data?._id);
  // Issue 16: the browser's recently viewed row remembers it.
  useRecordRecentlyViewed(product.data?._id);
  // Removing the product from the cart asks for feedback on it (SPEC §2).
  const [surveyProduct, setSurveyProduct] = useState<string | null>(null);
  const { signedIn, user } = useCurrentUser();

  if (product.isPending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading product"
        // At least a screen tall, as the product will be: the footer stays out of sight
        // instead of showing and then being pushed down (a layout shift).
        className="mx-auto grid min-h-dvh w-full max-w-7xl content-start gap-6 px-4 py-6 lg:grid-cols-2 lg:gap-10"
      >
        <Skeleton className="aspect-square w-full rounded-xl" />
        <div className="space-y-3">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-11 w-28" />
        </div>
      </div>
    );
  }
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404) return <NotFound />;
    return (
      <div
        role="alert"
        className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-3 px-4 py-10 text-sm text-slate-700"
      >
        <span>{product.error.message}</span>
        <Button variant="secondary" size="sm" onClick={() => product.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <>
      <ProductDetail
        product={product.data}
        viewer={{ signedIn, canDownload: Boolean(user?.email) }}
        cartControl={
          <CartControl product={product.data} onRemoved={setSurveyProduct} className="min-w-28" />
        }
        saveControl={<WishlistButton productId={product.data._id} variant="labelled" />}
        previews={
          <PreviewsSection
            key={product.data._id}
            productName={product.data.name}
            previews={product.data.previews}
            previewClip={product.data.previewClip}
          />
        }
        reviews={
          <ReviewsSection
            productId={product.data._id}
            signedIn={signedIn}
            anchor={REVIEWS_ANCHOR}
          />
        }
        suggestions={
          <SuggestedProducts
            productId={product.data._id}
            categoryId={product.data.category[0]?._id}
          />
        }
      />
      <div className="mx-auto w-full max-w-7xl px-4">
        <RecentlyViewed excludeId={product.data._id} />
      </div>
      <SurveyDialog productId={surveyProduct} onClose={() => setSurveyProduct(null)} />
    </>
  );
}

/** A path compared as the address it names: percent-escapes decoded, whatever their case. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * One canonical address per product: once the product is known, an address reached in any
 * other spelling (an old or longer name part, other letter case, the bare id) is replaced by
 * `productPath`, as the server redirects a page load. Share and copy then use that one.
 */
function useCanonicalAddress(
  productId: string,
  product: { _id: string; name: string } | undefined,
) {
  const { pathname, search, hash } = useCurrentLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // Only the product this address names (never one still shown from a previous address).
    if (!product || product._id !== productId) return;
    const canonical = productPath(product);
    if (decodedPath(pathname) !== decodedPath(canonical)) {
      navigate(`${canonical}${search}${hash}`, { replace: true });
    }
  }, [productId, product, pathname, search, hash, navigate]);
}
