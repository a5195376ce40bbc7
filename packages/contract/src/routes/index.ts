import { parse } from 'regexparam';
import { idFromSlug, listingIdFromSlug } from '../slug/index.js';

/**
 * Every page route of SPEC §2, written once for both sides: the web app's router matches
 * these patterns, and the server answers 404 (with the app's not-found page) for any page
 * address that matches none of them. Links use these strings or the slug builders.
 */
export const pagePaths = {
  home: '/',
  search: '/search',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  verificationOtp: '/verification-otp',
  resetPassword: '/reset-password',
  user: '/user',
  cart: '/cart',
  checkout: '/checkout',
  success: '/success',
  cancel: '/cancel',
  cashfree: '/cashfree',
  license: '/license',
  contactUs: '/contact-us',
  cookies: '/cookies',
  privacyPolicy: '/privacy-policy',
  newProducts: '/new-products',
  /** Issue 16: saved products (a visitor's are kept by the browser). */
  wishlist: '/wishlist',
  /** Pattern only; build links with `productPath` from the slug rules. */
  product: '/product/:slug',
  /** Pattern only; build links with `listingPath` from the slug rules. */
  listing: '/:category/:subCategory',
  dashboard: {
    /** Redirects to the profile. */
    root: '/dashboard',
    profile: '/dashboard/profile',
    myOrders: '/dashboard/myorders',
    /** Issue 17: one order as a whole (pattern only; build links with `myOrderPath`). */
    myOrder: '/dashboard/myorders/:orderId',
    address: '/dashboard/address',
    category: '/dashboard/category',
    subCategory: '/dashboard/subcategory',
    uploadProduct: '/dashboard/upload-product',
    product: '/dashboard/product',
    recycleBin: '/dashboard/recycle-bin',
    deals: '/dashboard/deals',
    payments: '/dashboard/payments',
    sales: '/dashboard/sales',
    allUsers: '/dashboard/all-users',
    metrics: '/dashboard/metrics',
    tickets: '/dashboard/tickets',
    /** Issue 15: the home banners' images, texts and buttons. */
    banners: '/dashboard/banners',
    /** Issue 16: reviews to moderate (hide / show). */
    reviews: '/dashboard/reviews',
    /** Issue 17: promo codes. */
    coupons: '/dashboard/coupons',
    /** Issue 17: orders as orders, searchable (admin). */
    orders: '/dashboard/orders',
    /** Issue 17: one order with its history (pattern only; build links with `adminOrderPath`). */
    order: '/dashboard/orders/:orderId',
    /** Issue 17: the audit log of admin actions. */
    activity: '/dashboard/activity',
    /** Issue 17: CSV exports for the accountant. */
    exports: '/dashboard/exports',
  },
} as const;

const { product, listing, dashboard, ...fixed } = pagePaths;

/** The fixed (parameter-free) pages outside the account area. */
export const fixedPagePaths: readonly string[] = Object.values(fixed);

/** The pages of the account area, matched exactly as the web app's dashboard does. */
export const dashboardPagePaths: readonly string[] = Object.values(dashboard).filter(
  (path) => path !== dashboard.root && !path.includes(':'),
);

/** A provider order id in an address (as `providerOrderIdSchema` allows). */
const ORDER_ID_SEGMENT = /^[A-Za-z0-9_-]{3,45}$/;

/** The order id of an order page's address (shopper's or admin's), or null when it names none. */
export function orderIdFromPath(
  pathname: string,
): { page: 'myOrder' | 'order'; orderId: string } | null {
  const match = /^\/dashboard\/(myorders|orders)\/([^/]+)\/*$/i.exec(pathname);
  if (!match || !ORDER_ID_SEGMENT.test(match[2]!)) return null;
  return { page: match[1]!.toLowerCase() === 'orders' ? 'order' : 'myOrder', orderId: match[2]! };
}

export const myOrderPath = (orderId: string) =>
  `/dashboard/myorders/${encodeURIComponent(orderId)}`;
export const adminOrderPath = (orderId: string) =>
  `/dashboard/orders/${encodeURIComponent(orderId)}`;

// Matched as the web app's router (wouter, on regexparam) matches: case-insensitive, with
// an optional trailing slash. Slug routes name a page only when their slugs end in an id.
const fixedPatterns = fixedPagePaths.map((path) => parse(path).pattern);
const productPattern = parse(product).pattern;
const listingPattern = parse(listing).pattern;
const dashboardRootPattern = parse(dashboard.root).pattern;

/** Whether the web app has a page at `pathname` (undecoded, without the query string). */
export function isPagePath(pathname: string): boolean {
  if (fixedPatterns.some((pattern) => pattern.test(pathname))) return true;
  if (dashboardRootPattern.test(pathname)) return true;
  if (dashboardPagePaths.includes(pathname.replace(/\/+$/, ''))) return true;
  if (orderIdFromPath(pathname)) return true;
  const productMatch = productPattern.exec(pathname);
  if (productMatch) return idFromSlug(productMatch[1]) !== null;
  const listingMatch = listingPattern.exec(pathname);
  if (listingMatch && !/^\/dashboard\//i.test(pathname)) {
    return (
      listingIdFromSlug(listingMatch[1]) !== null && listingIdFromSlug(listingMatch[2]) !== null
    );
  }
  return false;
}
