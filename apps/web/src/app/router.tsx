import { idFromSlug } from '@store/contract/slug';
import type { ComponentType } from 'react';
import { data, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { paths } from '../config/paths';
import { hasSession } from '../lib/token-storage';
import { AppLoading } from './app-loading';
import { ErrorPage } from './error-page';
import { MainLayout, PageLoading } from './layouts/main-layout';
import HomePage from './routes/home/home';

/** Every page but home is its own chunk, so the first load carries only the storefront. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

/** The same 404 React Router gives for an unmatched URL (SPEC §8 wording). */
function notFound(request: Request): never {
  const { pathname } = new URL(request.url);
  throw data(`No route matches URL "${pathname}"`, { status: 404, statusText: 'Not Found' });
}

/** Slug routes match any segment; without an id at the end the URL names nothing: 404. */
function requireSlugIds(...names: string[]) {
  return ({ params, request }: LoaderFunctionArgs) => {
    for (const name of names) if (idFromSlug(params[name]) === null) notFound(request);
    return null;
  };
}

/** SPEC §2: signed-in users visiting login or register are sent home. */
function guestOnly() {
  return hasSession() ? redirect(paths.home) : null;
}

const d = paths.dashboard;

/**
 * Account and admin pages, all lazy: a shopper never downloads admin or chart code. The
 * layout lets only signed-in users in (DashboardLayout).
 */
const dashboardRoutes: RouteObject[] = [
  { index: true, loader: () => redirect(d.profile) },
  { path: d.profile, lazy: page(() => import('./routes/account/profile')) },
  { path: d.myOrders, lazy: page(() => import('./routes/account/my-orders')) },
  { path: d.address, lazy: page(() => import('./routes/account/address')) },
  {
    // SPEC §2: every admin page behind the guard ('Do not have permission' for others).
    lazy: async () => ({
      Component: (await import('../features/auth/components/admin-guard')).AdminGuard,
    }),
    children: [
      { path: d.category, lazy: page(() => import('./routes/admin/category')) },
      { path: d.subCategory, lazy: page(() => import('./routes/admin/sub-category')) },
      { path: d.uploadProduct, lazy: page(() => import('./routes/admin/upload-product')) },
      { path: d.product, lazy: page(() => import('./routes/admin/products')) },
      { path: d.recycleBin, lazy: page(() => import('./routes/admin/recycle-bin')) },
      { path: d.deals, lazy: page(() => import('./routes/admin/deals')) },
      { path: d.payments, lazy: page(() => import('./routes/admin/payments')) },
      { path: d.sales, lazy: page(() => import('./routes/admin/sales')) },
      { path: d.allUsers, lazy: page(() => import('./routes/admin/all-users')) },
      { path: d.metrics, lazy: page(() => import('./routes/admin/metrics')) },
      { path: d.tickets, lazy: page(() => import('./routes/admin/tickets')) },
    ],
  },
  // Without this, /dashboard/<unknown> would fall through to the listing route.
  { path: '*', loader: ({ request }) => notFound(request) },
];

/** Pages inside the main layout (header, footer). */
const layoutRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  { path: paths.search, lazy: page(() => import('./routes/search/search-results')) },
  { path: paths.login, loader: guestOnly, lazy: page(() => import('./routes/auth/login')) },
  { path: paths.register, loader: guestOnly, lazy: page(() => import('./routes/auth/register')) },
  { path: paths.forgotPassword, lazy: page(() => import('./routes/auth/forgot-password')) },
  { path: paths.verificationOtp, lazy: page(() => import('./routes/auth/verification-otp')) },
  { path: paths.resetPassword, lazy: page(() => import('./routes/auth/reset-password')) },
  { path: paths.user, lazy: page(() => import('./routes/account/user-menu')) },
  { path: paths.cart, lazy: page(() => import('./routes/cart/cart')) },
  { path: paths.checkout, lazy: page(() => import('./routes/cart/checkout')) },
  { path: paths.success, lazy: page(() => import('./routes/payment/success')) },
  { path: paths.cancel, lazy: page(() => import('./routes/payment/cancel')) },
  { path: paths.license, lazy: page(() => import('./routes/static/license')) },
  { path: paths.contactUs, lazy: page(() => import('./routes/static/contact-us')) },
  { path: paths.cookies, lazy: page(() => import('./routes/static/cookies')) },
  { path: paths.privacyPolicy, lazy: page(() => import('./routes/static/privacy-policy')) },
  { path: paths.newProducts, lazy: page(() => import('./routes/static/new-products')) },
  {
    path: paths.product,
    loader: requireSlugIds('slug'),
    lazy: page(() => import('./routes/catalogue/product-detail')),
  },
  {
    path: d.root,
    lazy: async () => ({ Component: (await import('./layouts/dashboard-layout')).DashboardLayout }),
    children: dashboardRoutes,
  },
  // Two dynamic segments: every other two-segment URL lands here, so the ids are checked.
  {
    path: paths.listing,
    loader: requireSlugIds('category', 'subCategory'),
    lazy: page(() => import('./routes/catalogue/product-listing')),
  },
  { path: '*', loader: ({ request }) => notFound(request) },
];

/** The route tree of SPEC §2; exported so tests drive the real routes with a memory router. */
export const routes: RouteObject[] = [
  {
    ErrorBoundary: ErrorPage,
    HydrateFallback: AppLoading,
    children: [
      // The payment-return page stands alone, outside the main layout (SPEC §2).
      { path: paths.cashfree, lazy: page(() => import('./routes/payment/cashfree')) },
      {
        Component: MainLayout,
        children: [
          {
            // Errors and first-load waits show inside the layout, header and footer intact.
            ErrorBoundary: ErrorPage,
            HydrateFallback: PageLoading,
            children: layoutRoutes,
          },
        ],
      },
    ],
  },
];
