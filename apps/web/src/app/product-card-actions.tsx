import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import {
  ProductCardActionContext,
  ProductCardCornerContext,
  type ProductCardData,
} from '#web/components/ui/product-card';
import { CartControl } from '#web/features/cart/components/cart-control';
import { WishlistButton } from '#web/features/wishlist/components/wishlist-button';

/** Issue 16: the wishlist heart on every card's image corner. */
const renderHeart = (product: ProductCardData) => <WishlistButton productId={product._id} />;

/** Loaded when a removal first asks for feedback: no first-load cost for a rare popup. */
const SurveyDialog = lazy(async () => ({
  default: (await import('#web/features/survey/components/survey-dialog')).SurveyDialog,
}));

/**
 * Gives every product card the cart control of SPEC §2 (Add; in the cart, a remove button
 * that then opens the product's feedback survey; 'Out of stock' at stock 0) and the wishlist
 * heart (issue 16). Composed here, in the app layer, so the catalogue, search, cart and
 * wishlist features stay independent.
 */
export function ProductCardActions({ children }: { children: ReactNode }) {
  const [surveyProduct, setSurveyProduct] = useState<string | null>(null);
  const render = useCallback(
    (product: ProductCardData) =>
      product.stock === 0 ? (
        <p className="py-1.5 text-center text-xs font-semibold text-red-700">Out of stock</p>
      ) : (
        <CartControl product={product} onRemoved={setSurveyProduct} size="sm" className="w-full" />
      ),
    [],
  );
  return (
    <ProductCardActionContext value={render}>
      <ProductCardCornerContext value={renderHeart}>{children}</ProductCardCornerContext>
      {surveyProduct !== null && (
        <Suspense fallback={null}>
          <SurveyDialog productId={surveyProduct} onClose={() => setSurveyProduct(null)} />
        </Suspense>
      )}
    </ProductCardActionContext>
  );
}
