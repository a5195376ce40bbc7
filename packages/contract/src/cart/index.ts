import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import { requiredIdSchema } from '../category/index.js';
import { idSchema, nonNegativeInt, successEnvelope } from '../common/index.js';
import { cartTotals, salePrice } from '../pricing/index.js';
import { productSchema } from '../product/index.js';

/**
 * A digital product sits in a cart at most once: its quantity is always 1 (a second copy of
 * the same file is worth nothing). The wire keeps `quantity` for SPEC §3.
 */
export const CART_QUANTITY = 1;

/** SPEC §3 cart item: `productId` is the product object itself. */
export const cartItemSchema = z.object({
  _id: idSchema,
  productId: productSchema,
  quantity: z.number().check(z.int(), z.positive()),
  userId: idSchema,
  /** What this line costs now: the sale price (SPEC §9) times the quantity. */
  salePrice: nonNegativeInt(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartTotalsSchema = z.object({
  totalPrice: nonNegativeInt(),
  originalTotal: nonNegativeInt(),
  totalQty: nonNegativeInt(),
  savings: nonNegativeInt(),
});

/** The cart replies: every item, and totals computed by the contract's pricing functions. */
export const cartReplySchema = z.extend(successEnvelope(z.array(cartItemSchema)), {
  totals: cartTotalsSchema,
});
export type CartReply = z.infer<typeof cartReplySchema>;

/**
 * The add and remove replies (docs/decisions/0050): what changed plus the whole cart's new
 * totals. `data` holds the added item (empty on a remove) and `removed` the removed items'
 * ids, so the reply is still a valid `cartReplySchema` (SPEC §7 names no reply for these
 * calls); `applyCartChange` (`@store/contract/cart-change`, free of zod for the web's first load) turns the cached cart and a change into the new cart.
 */
export const cartChangeReplySchema = z.extend(cartReplySchema, { removed: z.array(idSchema) });
export type CartChangeReply = z.infer<typeof cartChangeReplySchema>;

export const addToCartRequestSchema = z.object({ productId: requiredIdSchema });
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;

export const updateCartQuantityRequestSchema = z.object({
  _id: requiredIdSchema,
  // Typed as the one quantity it admits: classic zod's refine narrowed to the predicate's type,
  // mini's check does not.
  qty: z.coerce.number({ error: 'must be a number' }).check(
    z.int('must be a whole number'),
    z.refine((qty) => qty === CART_QUANTITY, {
      message: 'must be 1: a digital product is bought once',
    }),
  ) as z.ZodMiniType<typeof CART_QUANTITY, unknown>,
});
export type UpdateCartQuantityRequest = z.input<typeof updateCartQuantityRequestSchema>;

export const cartItemIdRequestSchema = z.object({ _id: requiredIdSchema });
export type CartItemIdRequest = z.input<typeof cartItemIdRequestSchema>;

/** Admin: every non-empty cart (SPEC §7 `all-carts`; the metrics page counts their users). */
export const adminCartSchema = z.object({
  userId: idSchema,
  items: z.array(
    z.object({
      _id: idSchema,
      productId: idSchema,
      quantity: z.number().check(z.int(), z.positive()),
    }),
  ),
});
export const allCartsReplySchema = successEnvelope(z.array(adminCartSchema));
export type AllCartsReply = z.infer<typeof allCartsReplySchema>;

/** Add-to-cart refusals shown to the shopper as they are (SPEC §5, §8). */
export const CART_MESSAGES = {
  added: 'Item added',
  removed: 'Item removed',
  updated: 'Cart updated',
  free: 'FREE product',
  outOfStock: 'Out of stock',
  alreadyInCart: 'Item already in cart',
  alreadyOwned: 'You already own this product: find it under My Orders.',
  itemNotFound: 'Cart item not found.',
} as const;

/** Line price and totals of a list of cart items, from the one price rule. */
export function priceCart(
  items: readonly { productId: { price: number; discount: number }; quantity: number }[],
) {
  return cartTotals(
    items.map((item) => ({
      price: item.productId.price,
      discount: item.productId.discount,
      quantity: item.quantity,
    })),
  );
}

export function lineSalePrice(product: { price: number; discount: number }, quantity: number) {
  return salePrice(product.price, product.discount) * quantity;
}

/** The schemas of `apiRoutes.cart` (decision 0049), under the table's keys. */
export const cartApi = {
  /** The added item and the new totals (decision 0050). */
  add: { body: addToCartRequestSchema, reply: cartChangeReplySchema },
  get: { reply: cartReplySchema },
  updateQuantity: { body: updateCartQuantityRequestSchema, reply: cartReplySchema },
  /** The removed item's id and the new totals (decision 0050). */
  remove: { body: cartItemIdRequestSchema, reply: cartChangeReplySchema },
  allCarts: { reply: allCartsReplySchema },
} as const satisfies SchemasFor<'cart'>;
