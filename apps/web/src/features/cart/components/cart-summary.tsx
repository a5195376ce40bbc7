import { formatINR } from '@store/contract/format';
import toast from 'react-hot-toast/headless';
import { Link } from 'wouter';
import { Button, buttonClasses } from '#web/components/ui/button';
import { paths } from '#web/config/paths';
import { useNavigate } from '#web/lib/navigation';
import { useHasSession } from '#web/lib/use-has-session';
import { useCart } from '../api/get-cart';
import { BillDetails, type BillHeadingLevel } from './bill-details';
import { CartLine } from './cart-line';
import { CartLoading } from './cart-loading';
import { EmptyCartArt } from './empty-cart-art';

/**
 * The cart's body, in the drawer and on /cart (SPEC §2): items, the savings, bill details
 * and Proceed; an empty cart shows a picture and Shop Now. `headingLevel` follows the
 * heading it sits under: the drawer's h2, or the /cart page's h1.
 */
export function CartSummary({
  headingLevel,
  onNavigate,
}: {
  headingLevel: BillHeadingLevel;
  onNavigate?: () => void;
}) {
  const { items, totals, isLoading } = useCart();
  const signedIn = useHasSession();
  const navigate = useNavigate();

  if (isLoading) return <CartLoading />;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 px-4 py-10 text-center">
        <EmptyCartArt className="w-48 max-w-full" />
        <p className="font-semibold text-slate-900">Your cart is empty</p>
        <Link to={paths.home} onClick={onNavigate} className={buttonClasses()}>
          Shop Now
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4 p-4">
      {totals.savings > 0 && (
        <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
          Your total savings {formatINR(totals.savings)}
        </p>
      )}
      <ul aria-label="Cart items" className="flex flex-col gap-3">
        {items.map((item) => (
          <CartLine key={item._id} item={item} />
        ))}
      </ul>
      <BillDetails totals={totals} headingLevel={headingLevel} />
      <Button
        className="w-full justify-between"
        onClick={() => {
          if (!signedIn) {
            toast.error('Please Login');
            return;
          }
          onNavigate?.();
          navigate(paths.checkout);
        }}
      >
        <span>{formatINR(totals.totalPrice)}</span>
        <span>Proceed</span>
      </Button>
    </div>
  );
}
