import type { CartChangeReply, CartReply } from '../cart/index.js';

/**
 * The cart after a change: the removed items out, the added ones at the end (a cart lists
 * items in the order they were added), the totals the server computed over the whole cart.
 */
export function applyCartChange(cart: CartReply, change: CartChangeReply): CartReply {
  const gone = new Set([...change.removed, ...change.data.map((item) => item._id)]);
  return {
    ...cart,
    data: [...cart.data.filter((item) => !gone.has(item._id)), ...change.data],
    totals: change.totals,
  };
}
