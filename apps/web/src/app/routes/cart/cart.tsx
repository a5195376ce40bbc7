import { Page } from '#web/components/ui/page';
import { CartSummary } from '#web/features/cart/components/cart-summary';

/** /cart: the drawer's contents as a page (the mobile bar's View Cart leads here). */
export default function CartPage() {
  return (
    <Page title="Cart">
      {/* Under the heading, as on every page (centred, it stood apart from its title). */}
      <div className="max-w-xl">
        <CartSummary headingLevel={2} />
      </div>
    </Page>
  );
}
