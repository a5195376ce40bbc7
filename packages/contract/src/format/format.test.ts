import { describe, expect, it } from 'vitest';
import { formatINR, formatINRPrecise } from './index.js';

describe('INR formatting in en-IN', () => {
  it('groups lakhs and crores the Indian way', () => {
    expect(formatINR(100000)).toBe('₹1,00,000');
    expect(formatINR(12345678)).toBe('₹1,23,45,678');
    expect(formatINR(999)).toBe('₹999');
    expect(formatINR(0)).toBe('₹0');
  });

  it('shows two decimals for averages', () => {
    expect(formatINRPrecise(1234.5)).toBe('₹1,234.50');
  });
});
