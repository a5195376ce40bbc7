import { apiRoutes, pathOf } from '@store/contract/api';
import { pagePaths } from '@store/contract/routes';

export { adminOrderPath, myOrderPath } from '@store/contract/routes';

/**
 * Every route of SPEC §2, written once in the contract (the server answers 404 for any
 * page address outside it). The router uses these patterns and links use these strings or
 * the builders below, so a route never has two spellings.
 */
export const paths = pagePaths;

/** The entitlement-checked download of a product: the server redirects to its link (DESIGN §4). */
export function downloadPath(productId: string): string {
  return pathOf(apiRoutes.download.file, { productId });
}

/** A paid order's GST invoice PDF (decision 0040): its buyer and admins only. */
export function invoicePath(orderId: string): string {
  return pathOf(apiRoutes.order.invoice, { orderId });
}

/** A refund's GST credit note (PDF): its buyer and admins only (decision 0044). */
export function creditNotePath(refundId: string): string {
  return pathOf(apiRoutes.refund.creditNote, { refundId });
}

/** `/search?q=<text>`; an empty text keeps `q=` so the search page knows a query was started. */
export function searchPath(text: string): string {
  return `${paths.search}?${new URLSearchParams({ q: text })}`;
}

// Slug-based links live in the contract because the server builds the same links.
export { listingPath, productPath } from '@store/contract/slug';
