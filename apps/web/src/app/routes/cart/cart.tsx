import { Page } from '../../../components/ui/page';
import { CartSummary } from '../../../features/cart/components/cart-summary';

/** /cart: the drawer's contents as a page (the mobile bar's View Cart leads here). */
export default function CartPage() {
  return (
    <Page title="Cart">
      <div className="mx-auto max-w-xl">
        <CartSummary headingLevel={2} />
      </div>
    </Page>
  );
}
