import { Heart } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '#web/components/ui/button';
import { paths } from '#web/config/paths';
import { useWishlist } from '../hooks/use-wishlist';

/**
 * The header's way to the wishlist, shown once something is saved: a visitor's list lives in
 * this browser and has no account menu to reach it from.
 */
export function WishlistLink() {
  const count = useWishlist().savedIds.length;
  if (count === 0) return null;
  return (
    <Link
      to={paths.wishlist}
      aria-label={`Wishlist, ${count === 1 ? '1 product' : `${count} products`}`}
      className={buttonClasses({ variant: 'ghost', size: 'sm' })}
    >
      <Heart aria-hidden="true" className="size-4 fill-rose-600 text-rose-700" />
      <span aria-hidden="true">{count}</span>
    </Link>
  );
}
