/** Prices and dates are shown the Indian English way (SPEC §1, §9). */
const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

// Made on first use: only admin dashboards show paise, and each formatter costs the
// browser a few milliseconds to build on a phone.
let inrWithPaise: Intl.NumberFormat | undefined;

/** `formatINR(100000)` → `₹1,00,000`. Whole rupees; use `formatINRPrecise` for averages. */
export function formatINR(amount: number): string {
  return inr.format(amount);
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
