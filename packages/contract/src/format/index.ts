/** Prices and dates are shown the Indian English way (SPEC §1, §9). */
const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

const inrWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `formatINR(100000)` → `₹1,00,000`. Whole rupees; use `formatINRPrecise` for averages. */
export function formatINR(amount: number): string {
  return inr.format(amount);
}

/** Two decimals, for averages such as the average order value. */
export function formatINRPrecise(amount: number): string {
  return inrWithPaise.format(amount);
}
