import { salePrice } from '@store/contract/pricing';
import type { Product } from '@store/contract/product';
import { Loader2, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { Button } from '#web/components/ui/button';
import { useHasSession } from '#web/lib/use-has-session';
import { useAddToCart, useRemoveCartItem } from '../api/cart-mutations';
import { useCart } from '../api/get-cart';

interface CartControlProps {
  product: Pick<Product, '_id' | 'name' | 'price' | 'discount'>;
  /** After the item left the cart: the page opens the product's feedback survey (SPEC §2). */
  onRemoved?: (productId: string) => void;
  className?: string;
  size?: 'sm' | 'md';
}

/**
 * SPEC §2 cart item control. Not in the cart: Add ('Item added'). In the cart (a digital
 * product is held once, an odd quantity): a remove button that deletes the item and then
 * opens the feedback survey. Visitors get 'Please Login'; a free product 'FREE product'.
 */
export function CartControl({ product, onRemoved, className, size }: CartControlProps) {
  const signedIn = useHasSession();
  const cart = useCart();
  const add = useAddToCart();
  const remove = useRemoveCartItem(onRemoved);
  const item = cart.itemFor(product._id);
  const busy = add.isPending || remove.isPending;

  if (item && item.quantity % 2 === 1) {
    return (
      <Button
        variant="secondary"
        size={size}
        className={className}
        disabled={busy}
        aria-label={`Remove ${product.name}`}
        onClick={() => remove.mutate({ cartItemId: item._id, productId: product._id })}
      >
        {busy ? (
          <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
        ) : (
          <Trash2 aria-hidden="true" className="size-4" />
        )}
        Remove
      </Button>
    );
  }
  return (
    <Button
      size={size}
      className={className}
      disabled={busy}
      onClick={() => {
        if (salePrice(product.price, product.discount) === 0) {
          toast('FREE product');
          return;
        }
        if (!signedIn) {
          toast.error('Please Login');
          return;
        }
        add.mutate(product._id);
      }}
    >
      {busy && <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />}
      Add
    </Button>
  );
}
