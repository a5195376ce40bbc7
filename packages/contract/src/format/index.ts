/** Prices and dates are shown the Indian English way (SPEC §1, §9). */

// Made on first use, and only for what the few lines below do not cover: the page's first
// Intl object loads ICU's locale data (~70 ms on a throttled phone), and a storefront page
// shows only whole-rupee prices (docs/decisions/0033).
let inr: Intl.NumberFormat | undefined;
let inrWithPaise: Intl.NumberFormat | undefined;

/** Larger than this, `String()` of a whole number may switch to exponent notation. */
const GROUPED_BY_HAND_MAX = 1e15;

/** Indian grouping: the last three digits, then pairs (`100000` → `1,00,000`). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * `formatINR(100000)` → `₹1,00,000`. Whole rupees, rounded half away from zero; use
 * `formatINRPrecise` for averages. The same text as `Intl.NumberFormat('en-IN', { style:
 * 'currency', currency: 'INR', maximumFractionDigits: 0 })` (a property test holds it to it).
 */
export function formatINR(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  if (!Number.isFinite(whole) || whole > GROUPED_BY_HAND_MAX) {
    inr ??= new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    return inr.format(amount);
  }
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}₹${groupIndian(String(whole))}`;
}

/** Two decimals, for averages such as the average order value. */
export function formatINRPrecise(amount: number): string {
  inrWithPaise ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return inrWithPaise.format(amount);
}
