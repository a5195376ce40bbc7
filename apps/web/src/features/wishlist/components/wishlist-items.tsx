import type { WishlistProduct } from '@store/contract/wishlist';
import { useQuery } from '@tanstack/react-query';
import { Heart, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '#web/components/ui/button';
import { EmptyState, LoadError } from '#web/components/ui/list-states';
import { ProductCard, ProductCardSkeleton } from '#web/components/ui/product-card';
import { paths } from '#web/config/paths';
import { productCardsQueryOptions } from '#web/lib/product-cards';
import { wishlistQueryOptions } from '../api/get-wishlist';
import { useWishlist } from '../hooks/use-wishlist';
import { localWishlist } from '../local-wishlist';

const SKELETONS = 4;
const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

/** The saved products: the account's when signed in, this browser's for a visitor. */
function useSavedProducts() {
  const { signedIn } = useWishlist();
  const account = useQuery(wishlistQueryOptions());
  const localIds = localWishlist.useIds();
  const browser = useQuery({ ...productCardsQueryOptions(localIds), enabled: !signedIn });
  if (signedIn) {
    return { ...account, products: account.data?.data.map((item) => item.product) };
  }
  if (localIds.length === 0) return { ...browser, isPending: false, products: [] };
  // A visitor's list keeps their order; products gone from the store drop out.
  return { ...browser, products: browser.data };
}

/**
 * The Wishlist page's list: each saved product's card with, under it, what the page adds
 * (Move to cart, composed in by the app) and Remove.
 */
export function WishlistItems({
  renderActions,
}: {
  renderActions?: (product: WishlistProduct) => ReactNode;
}) {
  const wishlist = useWishlist();
  const saved = useSavedProducts();

  if (saved.isError) {
    return <LoadError message={saved.error.message} onRetry={() => void saved.refetch()} />;
  }
  if (saved.isPending || !saved.products) {
    return (
      <ul aria-busy="true" aria-label="Loading wishlist" className={grid}>
        {Array.from({ length: SKELETONS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (saved.products.length === 0) {
    return (
      <div className="space-y-4">
        <EmptyState icon={Heart}>
          Your wishlist is empty. Tap the heart on a product to save it for later.
        </EmptyState>
        <Link to={paths.home} className={buttonClasses({ className: 'w-full sm:w-auto' })}>
          Shop Now
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">
        {saved.products.length === 1
          ? '1 saved product'
          : `${saved.products.length} saved products`}
        {!wishlist.signedIn && ' (kept in this browser until you log in)'}
      </p>
      <ul aria-label="Saved products" className={grid}>
        {saved.products.map((product) => (
          <li key={product._id} className="flex flex-col gap-2">
            <ProductCard product={product} className="flex-1" />
            {renderActions?.(product)}
            <button
              type="button"
              disabled={wishlist.busy}
              onClick={() => wishlist.setSaved(product._id, false)}
              aria-label={`Remove ${product.name} from wishlist`}
              className={buttonClasses({ variant: 'ghostDanger', size: 'sm' })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
