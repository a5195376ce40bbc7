/**
 * Every route of SPEC §2, written once. The router uses these patterns and links use
 * these strings or the builders below, so a route never has two spellings.
 */
export const paths = {
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
  /** Pattern only; build links with `productPath` from the contract. */
  product: '/product/:slug',
  /** Pattern only; build links with `listingPath` from the contract. */
  listing: '/:category/:subCategory',
  dashboard: {
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
  },
} as const;

/** The entitlement-checked download of a product: the server redirects to its link (DESIGN §4). */
export function downloadPath(productId: string): string {
  return `/api/download/${productId}`;
}

/** `/search?q=<text>`; an empty text keeps `q=` so the search page knows a query was started. */
export function searchPath(text: string): string {
  return `${paths.search}?${new URLSearchParams({ q: text })}`;
}

// Slug-based links live in the contract because the server builds the same links.
export { listingPath, productPath } from '@store/contract/slug';
