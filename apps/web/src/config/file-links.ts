import { downloadApiRoutes, orderApiRoutes, pathOf, refundApiRoutes } from '@store/contract/api';

/*
 * Links to files the browser opens itself (a download, a PDF), built from the route table.
 * Apart from config/paths so that the first load, which imports paths, does not carry the
 * order, refund and download domains' routes (docs/PERFORMANCE.md, "One route table").
 */

/** The entitlement-checked download of a product: the server redirects to its link (DESIGN §4). */
export function downloadPath(productId: string): string {
  return pathOf(downloadApiRoutes.file, { productId });
}

/** A paid order's GST invoice PDF (decision 0040): its buyer and admins only. */
export function invoicePath(orderId: string): string {
  return pathOf(orderApiRoutes.invoice, { orderId });
}

/** A refund's GST credit note (PDF): its buyer and admins only (decision 0044). */
export function creditNotePath(refundId: string): string {
  return pathOf(refundApiRoutes.creditNote, { refundId });
}
