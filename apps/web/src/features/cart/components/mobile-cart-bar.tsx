import { formatINR } from '@store/contract/format';
import { ShoppingCart } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { paths } from '#web/config/paths';
import { useCart } from '../api/get-cart';

/**
 * The sticky bottom bar on small screens (SPEC §2): item count, total and View Cart.
 * Hidden on /checkout (the page has its own Pay button) and while the cart is empty.
 */
export function MobileCartBar() {
  const { totals } = useCart();
  const [pathname] = useLocation();
  if (totals.totalQty === 0 || pathname === paths.checkout || pathname === paths.cart) return null;
  return (
    // A landmark: outside <main>, the bar would be content no landmark leads to (axe region).
    <aside aria-label="Cart summary" className="sticky bottom-0 z-30 px-2 pb-2 md:hidden">
      <div className="flex items-center justify-between gap-3 rounded-xl bg-brand-700 px-4 py-2.5 text-white shadow-lg">
        <span className="flex items-center gap-2 text-sm">
          <ShoppingCart aria-hidden="true" className="size-5" />
          <span className="flex flex-col leading-tight">
            <span>{totals.totalQty} item</span>
            <span className="font-semibold">{formatINR(totals.totalPrice)}</span>
          </span>
        </span>
        <Link
          to={paths.cart}
          className="rounded-lg px-3 py-1.5 text-sm font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          View Cart
        </Link>
      </div>
    </aside>
  );
}
