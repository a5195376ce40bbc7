import { formatINR } from '@store/contract/format';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '#web/components/ui/button';
import { useCart } from '../api/get-cart';
import { CartDrawer, loadCartSummary } from './cart-drawer';

/** The header's cart button: item count and total, or 'My Cart' (SPEC §2); opens the drawer. */
export function CartButton() {
  const [open, setOpen] = useState(false);
  const { totals } = useCart();
  const count = totals.totalQty;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        // Fetch the drawer's code as the pointer or focus arrives, so it opens filled.
        onPointerEnter={() => void loadCartSummary()}
        onFocus={() => void loadCartSummary()}
        aria-haspopup="dialog"
        className={buttonClasses({ size: 'sm' })}
      >
        <ShoppingCart aria-hidden="true" className="size-4" />
        {count > 0 ? (
          <span className="flex flex-col items-start text-xs leading-tight">
            <span>{count === 1 ? '1 Item' : `${count} Items`}</span>
            <span>{formatINR(totals.totalPrice)}</span>
          </span>
        ) : (
          'My Cart'
        )}
      </button>
      <CartDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
