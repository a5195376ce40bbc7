/** Prices and dates are shown the Indian English way (SPEC §1, §9). */

// Made on first use. The page's first Intl object loads ICU's locale data (~70 ms on a
// throttled phone): better spent while the first render yields than in one block while the
// scripts are evaluated. Only admin dashboards show paise.
let inr: Intl.NumberFormat | undefined;
let inrWithPaise: Intl.NumberFormat | undefined;

/** `formatINR(100000)` → `₹1,00,000`. Whole rupees; use `formatINRPrecise` for averages. */
export function formatINR(amount: number): string {
  inr ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
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
