/**
 * The one price rule of the store (SPEC §9). Money is whole rupees everywhere.
 * Sale price = price minus the discount amount, where the discount amount is
 * `discount`% of the price rounded UP to whole rupees.
 */
export function discountAmount(price: number, discountPercent: number): number {
  assertMoney(price, 'price');
  if (!Number.isFinite(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError('discount must be between 0 and 100');
  }
  // Integer arithmetic first, so 10% of 990 is exactly 99 and not 99.00000000000001 → 100.
  return Math.ceil((price * discountPercent) / 100 - 1e-9);
}

export function salePrice(price: number, discountPercent: number): number {
  return Math.max(0, price - discountAmount(price, discountPercent));
}

/** Rounded discount percent actually given, for the "N% off" label. */
export function discountLabel(discountPercent: number): string {
  return `${Math.round(discountPercent)}% off`;
}

export interface PricedLine {
  price: number;
  discount: number;
  quantity: number;
}

export interface CartTotals {
  /** Sum of sale prices times quantity: what the shopper pays. */
  totalPrice: number;
  /** Sum of original prices times quantity. */
  originalTotal: number;
  totalQty: number;
  /** originalTotal minus totalPrice. */
  savings: number;
}

export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let totalPrice = 0;
  let originalTotal = 0;
  let totalQty = 0;
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 0) {
      throw new RangeError('quantity must be a whole number of at least 0');
    }
    totalPrice += salePrice(line.price, line.discount) * line.quantity;
    originalTotal += line.price * line.quantity;
    totalQty += line.quantity;
  }
  return { totalPrice, originalTotal, totalQty, savings: originalTotal - totalPrice };
}

function assertMoney(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of rupees, at least 0`);
  }
}
