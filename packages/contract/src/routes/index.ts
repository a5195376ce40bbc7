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
  (path) => path !== dashboard.root,
);

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
