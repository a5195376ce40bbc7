import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, discountAmount, salePrice } from './index.js';

describe('sale price (SPEC §9: discount rounded up to whole rupees)', () => {
  it('rounds the discount amount up, never down', () => {
    expect(discountAmount(999, 15)).toBe(150); // 149.85 → 150
    expect(salePrice(999, 15)).toBe(849);
    expect(salePrice(101, 1)).toBe(99); // 1.01 → 2
  });

  it('keeps exact discounts exact despite floating point', () => {
    expect(discountAmount(990, 10)).toBe(99);
    expect(salePrice(1000, 25)).toBe(750);
    expect(salePrice(70, 10)).toBe(63);
  });

  it('handles free products and 0% and 100% discounts', () => {
    expect(salePrice(0, 50)).toBe(0);
    expect(salePrice(499, 0)).toBe(499);
    expect(salePrice(499, 100)).toBe(0);
  });

  it('refuses impossible inputs', () => {
    expect(() => salePrice(-1, 10)).toThrow(RangeError);
    expect(() => salePrice(10.5, 10)).toThrow(RangeError);
    expect(() => salePrice(100, 101)).toThrow(RangeError);
    expect(() => salePrice(100, -1)).toThrow(RangeError);
  });

  it('is always a whole number between 0 and the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (p, d) => {
          const sale = salePrice(p, d);
          expect(Number.isInteger(sale)).toBe(true);
          expect(sale).toBeGreaterThanOrEqual(0);
          expect(sale).toBeLessThanOrEqual(p);
          expect(sale).toBe(p - Math.ceil((p * d) / 100 - 1e-9));
        },
      ),
    );
  });
});

describe('cart totals', () => {
  it('sums discounted and original totals, quantity and savings', () => {
    const totals = cartTotals([
      { price: 999, discount: 15, quantity: 1 },
      { price: 500, discount: 0, quantity: 2 },
      { price: 0, discount: 0, quantity: 1 },
    ]);
    expect(totals).toEqual({
      totalPrice: 849 + 1000,
      originalTotal: 1999,
      totalQty: 4,
      savings: 150,
    });
  });

  it('is all zeros for an empty cart', () => {
    expect(cartTotals([])).toEqual({ totalPrice: 0, originalTotal: 0, totalQty: 0, savings: 0 });
  });

  it('refuses fractional or negative quantities', () => {
    expect(() => cartTotals([{ price: 1, discount: 0, quantity: 1.5 }])).toThrow(RangeError);
    expect(() => cartTotals([{ price: 1, discount: 0, quantity: -1 }])).toThrow(RangeError);
  });
});
