import { Heart } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { useWishlist } from '../hooks/use-wishlist';

/**
 * The heart of issue 16: saves a product for later, or removes it. A toggle button
 * (aria-pressed) whose name says what a press does. `overlay` sits on a card's image;
 * `labelled` shows its words beside the heart, on the product page.
 */
export function WishlistButton({
  productId,
  variant = 'overlay',
  className,
}: {
  productId: string;
  variant?: 'overlay' | 'labelled';
  className?: string;
}) {
  const wishlist = useWishlist();
  const saved = wishlist.isSaved(productId);
  const label = saved ? 'Remove from wishlist' : 'Save to wishlist';
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={variant === 'overlay' ? label : undefined}
      title={variant === 'overlay' ? label : undefined}
      disabled={wishlist.busy}
      onClick={() => wishlist.setSaved(productId, !saved)}
      className={
        variant === 'overlay'
          ? cn(
              'inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm transition-colors hover:bg-white hover:text-rose-700 disabled:opacity-60',
              className,
            )
          : buttonClasses({ variant: 'secondary', size: 'sm', className })
      }
    >
      <Heart aria-hidden="true" className={cn('size-5', saved && 'fill-rose-600 text-rose-700')} />
      {variant === 'labelled' && label}
    </button>
  );
}
