import { orderIdFromPath } from '@store/contract/routes';
import { idFromSlug, listingIdFromSlug } from '@store/contract/slug';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { Redirect, Route, Switch, useLocation, useParams } from 'wouter';
import { paths } from '#web/config/paths';
import { loadCartSummary } from '#web/features/cart/components/cart-drawer';
import { hasSession } from '#web/lib/token-storage';
import { AppLoading } from './app-loading';
import { RouteErrorBoundary, RouteNotFound } from './error-page';
import { FocusRescue } from './focus-rescue';
import { MainLayout, PageLoading } from './layouts/main-layout';
import { RouteFocus } from './route-focus';
import HomePage from './routes/home/home';

/**
 * The route tree of SPEC §2 on wouter (decision 14): 3 KB where React Router was 31 KB of
 * the first load. A Switch renders its first matching route, so specific paths come before
 * the two-segment listing pattern and the catch-all 404.
 *
 * Every page but home is its own chunk, so the first load carries only the storefront; a
 * page's chunk loads when the page first renders (the layouts' Suspense shows a placeholder
 * meanwhile).
 */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

/** A lazy layout: one named export of a chunk, wrapped around the page. */
const lazyLayout = <K extends string>(
  load: () => Promise<Record<K, ComponentType<{ children: ReactNode }>>>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] }));

const DashboardLayout = lazyLayout(() => import('./layouts/dashboard-layout'), 'DashboardLayout');
const AdminGuard = lazyLayout(
  () => import('#web/features/auth/components/admin-guard'),
  'AdminGuard',
);

/**
 * SPEC §2: signed-in users visiting login or register are sent home. Checked on arrival
 * only: signing in on the page must not race the page's own navigation afterwards.
 */
function GuestOnly({ children }: { children: ReactNode }) {
  const [signedInOnArrival] = useState(hasSession);
  return signedInOnArrival ? <Redirect to={paths.home} replace /> : children;
}

/**
 * Slug routes match any segment; without an id at the end the URL names nothing: 404. The
 * server answers the same addresses with 404 (isPagePath of the contract, on the same rules).
 */
function RequireSlugIds({
  names,
  readId = idFromSlug,
  children,
}: {
  names: string[];
  readId?: (slug: string | undefined) => string | null;
  children: ReactNode;
}) {
  const params = useParams();
  return names.every((name) => readId(params[name]) !== null) ? children : <RouteNotFound />;
}

/** Errors a page throws show in the page's place; a new URL clears them. */
function PageArea({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [pathname] = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/** The pages a shopper usually opens next from home: fetched once the home page is idle. */
const loadSearch = () => import('./routes/search/search-results');
const loadCart = () => import('./routes/cart/cart');
const loadProduct = () => import('./routes/catalogue/product-detail');
const loadListing = () => import('./routes/catalogue/product-listing');

/** Without a product image on the page (a shopper landing on /login), prefetch after this. */
const PREFETCH_FALLBACK_MS = 5000;

/**
 * Code for the likely next pages, fetched when the browser is idle after the first product
 * image has arrived (DESIGN §8 counts what loads before it, and the image should not share
 * the line with code nobody asked for yet), so the first click on a product, a listing,
 * search or the cart does not wait for its chunk.
 */
export function prefetchLikelyPages() {
  let started = false;
  const prefetch = () => {
    if (started) return;
    started = true;
    document.removeEventListener('load', onImageLoad, true);
    // One page's code per idle moment: all five at once were one 130 ms task on a phone.
    const next = (loads: (() => Promise<unknown>)[]) => {
      const [load, ...rest] = loads;
      if (!load) return;
      void load()
        .catch(() => {
          // Offline or a new deploy: the page loads (or reports) on its own when opened.
        })
        .finally(() => whenIdle(() => next(rest)));
    };
    next([loadProduct, loadListing, loadSearch, loadCart, loadCartSummary]);
  };
  const whenIdle = (then: () => void = prefetch) =>
    'requestIdleCallback' in window ? requestIdleCallback(then) : setTimeout(then, 200);
  // `load` does not bubble: a capturing listener hears every image that finishes.
  const onImageLoad = (event: Event) => {
    if (event.target instanceof HTMLImageElement && event.target.closest('a[href^="/product/"]')) {
      whenIdle();
    }
  };
  document.addEventListener('load', onImageLoad, true);
  setTimeout(whenIdle, PREFETCH_FALLBACK_MS);
}

const d = paths.dashboard;

const accountPages: Record<string, ReactNode> = {
  [d.profile]: page(() => import('./routes/account/profile')),
  [d.myOrders]: page(() => import('./routes/account/my-orders')),
  [d.address]: page(() => import('./routes/account/address')),
};

/** SPEC §2: every admin page behind the guard ('Do not have permission' for others). */
const adminPages: Record<string, ReactNode> = {
  [d.category]: page(() => import('./routes/admin/category')),
  [d.subCategory]: page(() => import('./routes/admin/sub-category')),
  [d.uploadProduct]: page(() => import('./routes/admin/upload-product')),
  [d.product]: page(() => import('./routes/admin/products')),
  [d.recycleBin]: page(() => import('./routes/admin/recycle-bin')),
  [d.deals]: page(() => import('./routes/admin/deals')),
  [d.payments]: page(() => import('./routes/admin/payments')),
  [d.sales]: page(() => import('./routes/admin/sales')),
  [d.allUsers]: page(() => import('./routes/admin/all-users')),
  [d.metrics]: page(() => import('./routes/admin/metrics')),
  [d.tickets]: page(() => import('./routes/admin/tickets')),
  [d.banners]: page(() => import('./routes/admin/banners')),
  [d.reviews]: page(() => import('./routes/admin/reviews')),
  [d.coupons]: page(() => import('./routes/admin/coupons')),
  [d.orders]: page(() => import('./routes/admin/orders')),
  [d.activity]: page(() => import('./routes/admin/activity')),
  [d.exports]: page(() => import('./routes/admin/exports')),
};

/** Issue 17: an order's page, the shopper's own or an admin's (addresses with an order id). */
const orderPages = {
  myOrder: page(() => import('./routes/account/order')),
  order: page(() => import('./routes/admin/order')),
};

/** The account area's pages: the contract's dashboardPagePaths (router.test.tsx compares). */
export const DASHBOARD_PAGE_PATHS = [...Object.keys(accountPages), ...Object.keys(adminPages)];

/**
 * The account area: signed-in users only (DashboardLayout). An address that names no page
 * is a 404 for everyone, before any sign-in check, as for any other unknown address.
 */
function Dashboard() {
  const [pathname] = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const orderPage = orderIdFromPath(pathname);
  if (orderPage) {
    const content = orderPages[orderPage.page];
    return (
      <DashboardLayout>
        {orderPage.page === 'order' ? <AdminGuard>{content}</AdminGuard> : content}
      </DashboardLayout>
    );
  }
  const accountPage = accountPages[path];
  const adminPage = adminPages[path];
  if (!accountPage && !adminPage) return <RouteNotFound />;
  return <DashboardLayout>{accountPage ?? <AdminGuard>{adminPage}</AdminGuard>}</DashboardLayout>;
}

/** Pages inside the main layout (header, footer). */
const layoutRoutes = (
  <Switch>
    <Route path={paths.home}>
      <HomePage />
    </Route>
    <Route path={paths.search}>{page(loadSearch)}</Route>
    <Route path={paths.login}>
      <GuestOnly>{page(() => import('./routes/auth/login'))}</GuestOnly>
    </Route>
    <Route path={paths.register}>
      <GuestOnly>{page(() => import('./routes/auth/register'))}</GuestOnly>
    </Route>
    <Route path={paths.forgotPassword}>{page(() => import('./routes/auth/forgot-password'))}</Route>
    <Route path={paths.verificationOtp}>
      {page(() => import('./routes/auth/verification-otp'))}
    </Route>
    <Route path={paths.resetPassword}>{page(() => import('./routes/auth/reset-password'))}</Route>
    <Route path={paths.user}>{page(() => import('./routes/account/user-menu'))}</Route>
    <Route path={paths.cart}>{page(loadCart)}</Route>
    <Route path={paths.checkout}>{page(() => import('./routes/cart/checkout'))}</Route>
    <Route path={paths.success}>{page(() => import('./routes/payment/success'))}</Route>
    <Route path={paths.cancel}>{page(() => import('./routes/payment/cancel'))}</Route>
    <Route path={paths.license}>{page(() => import('./routes/static/license'))}</Route>
    <Route path={paths.contactUs}>{page(() => import('./routes/static/contact-us'))}</Route>
    <Route path={paths.cookies}>{page(() => import('./routes/static/cookies'))}</Route>
    <Route path={paths.privacyPolicy}>{page(() => import('./routes/static/privacy-policy'))}</Route>
    <Route path={paths.newProducts}>{page(() => import('./routes/static/new-products'))}</Route>
    <Route path={paths.wishlist}>{page(() => import('./routes/account/wishlist'))}</Route>
    <Route path={paths.product}>
      <RequireSlugIds names={['slug']}>{page(loadProduct)}</RequireSlugIds>
    </Route>
    <Route path={d.root}>
      <Redirect to={d.profile} replace />
    </Route>
    {/* Before the listing: /dashboard/<anything> is the account area's or a 404. */}
    <Route path={`${d.root}/*`}>
      <Dashboard />
    </Route>
    {/* Two dynamic segments: every other two-segment URL lands here, so the ids are checked. */}
    <Route path={paths.listing}>
      <RequireSlugIds names={['category', 'subCategory']} readId={listingIdFromSlug}>
        {page(loadListing)}
      </RequireSlugIds>
    </Route>
    <Route>
      <RouteNotFound />
    </Route>
  </Switch>
);

/**
 * Built once: each lazy page is made once, so a re-render never reloads a page. The focus
 * keepers sit beside the routes, not in a layout: leaving the standalone payment-return page
 * for My Orders mounts the main layout afresh, and that is still a route change.
 */
const appRoutes = (
  <>
    <Switch>
      {/* The payment-return page stands alone, outside the main layout (SPEC §2). */}
      <Route path={paths.cashfree}>
        <PageArea fallback={<AppLoading />}>
          {page(() => import('./routes/payment/cashfree'))}
        </PageArea>
      </Route>
      <Route>
        <MainLayout>
          <PageArea fallback={<PageLoading />}>{layoutRoutes}</PageArea>
        </MainLayout>
      </Route>
    </Switch>
    <RouteFocus />
    <FocusRescue />
  </>
);

/** Every route of SPEC §2; main.tsx and the tests render it in the browser's location. */
export function AppRoutes() {
  return appRoutes;
}
