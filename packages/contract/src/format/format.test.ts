import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatINR, formatINRPrecise } from './index.js';

const intl = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

describe('INR formatting in en-IN', () => {
  it('groups lakhs and crores the Indian way', () => {
    expect(formatINR(100000)).toBe('₹1,00,000');
    expect(formatINR(12345678)).toBe('₹1,23,45,678');
    expect(formatINR(999)).toBe('₹999');
    expect(formatINR(0)).toBe('₹0');
  });

  it('rounds half away from zero and keeps the sign, as Intl does', () => {
    expect(formatINR(999.5)).toBe('₹1,000');
    expect(formatINR(-2.5)).toBe('-₹3');
    expect(formatINR(-0.4)).toBe('-₹0');
    expect(formatINR(Number.NaN)).toBe(intl.format(Number.NaN));
    expect(formatINR(1e20)).toBe(intl.format(1e20));
  });

  it('writes exactly what Intl.NumberFormat writes, for any amount', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e9, max: 1e9 }),
          fc.double({ min: -2e15, max: 2e15, noNaN: true }),
          fc.constantFrom(0, -0, 0.5, 1.5, 99999.5, 1e15, -1e15),
        ),
        (amount) => {
          expect(formatINR(amount)).toBe(intl.format(amount));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('shows two decimals for averages', () => {
    expect(formatINRPrecise(1234.5)).toBe('₹1,234.50');
  });
});
