import { salePrice } from '@store/contract/pricing';
import { productPath } from '@store/contract/slug';
import type { WishlistProduct } from '@store/contract/wishlist';
import { Loader2, ShoppingCart } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { Link } from 'wouter';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Page } from '#web/components/ui/page';
import {
  ProductCardActionContext,
  ProductCardCornerContext,
} from '#web/components/ui/product-card';
import { useAddToCart } from '#web/features/cart/api/cart-mutations';
import { useCart } from '#web/features/cart/api/get-cart';
import { WishlistItems } from '#web/features/wishlist/components/wishlist-items';
import { useWishlist } from '#web/features/wishlist/hooks/use-wishlist';

/**
 * Issue 16: the saved products, under the account menu. Signed in: the account's list;
 * a visitor: this browser's, which joins the account on sign-in. Cards here carry no cart
 * control or heart of their own: Move to cart and Remove below each say it plainly.
 */
export default function WishlistPage() {
  return (
    <Page title="Wishlist">
      <div className="mt-6">
        <ProductCardActionContext value={null}>
          <ProductCardCornerContext value={null}>
            <WishlistItems renderActions={(product) => <MoveToCart product={product} />} />
          </ProductCardCornerContext>
        </ProductCardActionContext>
      </div>
    </Page>
  );
}

/**
 * Adds the product to the cart, then takes it off the wishlist. A free product is not sold
 * (SPEC §5): its page gives it away; a product out of stock cannot be added.
 */
function MoveToCart({ product }: { product: WishlistProduct }) {
  const wishlist = useWishlist();
  const cart = useCart();
  const add = useAddToCart();
  if (product.stock <= 0) {
    return <p className="py-1.5 text-center text-xs font-semibold text-red-700">Out of stock</p>;
  }
  if (salePrice(product.price, product.discount) === 0) {
    return (
      <Link to={productPath(product)} className={buttonClasses({ size: 'sm' })}>
        Get it free
        <span className="sr-only">: {product.name}</span>
      </Link>
    );
  }
  if (cart.itemFor(product._id)) {
    return <p className="py-1.5 text-center text-xs font-medium text-slate-600">In your cart</p>;
  }
  return (
    <Button
      size="sm"
      disabled={add.isPending || wishlist.busy}
      onClick={() => {
        if (!wishlist.signedIn) {
          toast.error('Please Login');
          return;
        }
        add.mutate(product._id, { onSuccess: () => wishlist.setSaved(product._id, false) });
      }}
    >
      {add.isPending ? (
        <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
      ) : (
        <ShoppingCart aria-hidden="true" className="size-4" />
      )}
      Move to cart
      <span className="sr-only">: {product.name}</span>
    </Button>
  );
}
