import { describe, expect, it } from 'vitest';
import type { CartChangeReply, CartItem, CartReply } from '../cart/index.js';
import { applyCartChange } from './index.js';

const item = (id: string) => ({ _id: id }) as CartItem;
const totals = (totalQty: number) => ({
  totalPrice: totalQty,
  originalTotal: totalQty,
  totalQty,
  savings: 0,
});
const cart = (ids: string[]): CartReply => ({
  success: true,
  error: false,
  message: 'Cart',
  data: ids.map(item),
  totals: totals(ids.length),
});
const change = (added: string[], removed: string[], qty: number): CartChangeReply => ({
  success: true,
  error: false,
  message: 'x',
  data: added.map(item),
  removed,
  totals: totals(qty),
});

describe('applyCartChange', () => {
  it('appends an added item, drops a removed one, and takes the server’s totals', () => {
    expect(applyCartChange(cart(['a', 'b']), change(['c'], [], 3))).toEqual({
      ...cart(['a', 'b', 'c']),
      totals: totals(3),
    });
    expect(applyCartChange(cart(['a', 'b', 'c']), change([], ['b'], 2))).toEqual({
      ...cart(['a', 'c']),
      totals: totals(2),
    });
  });

  it('never lists an item twice (the cache already had it), and ignores an unknown removal', () => {
    expect(applyCartChange(cart(['a', 'b']), change(['a'], ['zz'], 2)).data).toEqual([
      item('b'),
      item('a'),
    ]);
  });
});
