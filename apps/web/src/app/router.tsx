import { idFromSlug } from '@store/contract/slug';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useParams } from 'react-router';
import { paths } from '../config/paths';
import { hasSession } from '../lib/token-storage';
import { AppLoading } from './app-loading';
import { RouteErrorBoundary, RouteNotFound } from './error-page';
import { MainLayout, PageLoading } from './layouts/main-layout';
import HomePage from './routes/home/home';

/**
 * The route tree of SPEC §2, in React Router's declarative mode: its data router costs
 * 18 KB gzip more in the first load and the store uses none of its data APIs (every read
 * goes through TanStack Query). Decision 0013.
 *
 * Every page but home is its own chunk, so the first load carries only the storefront;
 * a page's chunk loads when the page first renders (the layouts' Suspense shows a
 * placeholder meanwhile).
 */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const DashboardLayout = named(() => import('./layouts/dashboard-layout'), 'DashboardLayout');
const AdminGuard = named(() => import('../features/auth/components/admin-guard'), 'AdminGuard');

/**
 * SPEC §2: signed-in users visiting login or register are sent home. Checked on arrival
 * only: signing in on the page must not race the page's own navigation afterwards.
 */
function GuestOnly({ children }: { children: ReactNode }) {
  const [signedInOnArrival] = useState(hasSession);
  return signedInOnArrival ? <Navigate to={paths.home} replace /> : children;
}

/** Slug routes match any segment; without an id at the end the URL names nothing: 404. */
function RequireSlugIds({ names, children }: { names: string[]; children: ReactNode }) {
  const params = useParams();
  return names.every((name) => idFromSlug(params[name]) !== null) ? children : <RouteNotFound />;
}

/** Errors a page throws show inside the layout, header and footer intact; a new URL clears them. */
function PageOutlet({ fallback }: { fallback: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={fallback}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const d = paths.dashboard;

/** Account and admin pages: a shopper never downloads admin or chart code. */
const dashboardRoutes = (
  <Route path={d.root} element={<DashboardLayout />}>
    <Route index element={<Navigate to={d.profile} replace />} />
    <Route path={d.profile} element={page(() => import('./routes/account/profile'))} />
    <Route path={d.myOrders} element={page(() => import('./routes/account/my-orders'))} />
    <Route path={d.address} element={page(() => import('./routes/account/address'))} />
    {/* SPEC §2: every admin page behind the guard ('Do not have permission' for others). */}
    <Route element={<AdminGuard />}>
      <Route path={d.category} element={page(() => import('./routes/admin/category'))} />
      <Route path={d.subCategory} element={page(() => import('./routes/admin/sub-category'))} />
      <Route path={d.uploadProduct} element={page(() => import('./routes/admin/upload-product'))} />
      <Route path={d.product} element={page(() => import('./routes/admin/products'))} />
      <Route path={d.recycleBin} element={page(() => import('./routes/admin/recycle-bin'))} />
      <Route path={d.deals} element={page(() => import('./routes/admin/deals'))} />
      <Route path={d.payments} element={page(() => import('./routes/admin/payments'))} />
      <Route path={d.sales} element={page(() => import('./routes/admin/sales'))} />
      <Route path={d.allUsers} element={page(() => import('./routes/admin/all-users'))} />
      <Route path={d.metrics} element={page(() => import('./routes/admin/metrics'))} />
      <Route path={d.tickets} element={page(() => import('./routes/admin/tickets'))} />
    </Route>
  </Route>
);

/** Built once: each lazy page is made once, so a re-render never reloads a page. */
const appRoutes = (
  <Routes>
    <Route element={<PageOutlet fallback={<AppLoading />} />}>
      {/* The payment-return page stands alone, outside the main layout (SPEC §2). */}
      <Route path={paths.cashfree} element={page(() => import('./routes/payment/cashfree'))} />
      <Route element={<MainLayout />}>
        <Route element={<PageOutlet fallback={<PageLoading />} />}>
          <Route index element={<HomePage />} />
          <Route
            path={paths.search}
            element={page(() => import('./routes/search/search-results'))}
          />
          <Route
            path={paths.login}
            element={<GuestOnly>{page(() => import('./routes/auth/login'))}</GuestOnly>}
          />
          <Route
            path={paths.register}
            element={<GuestOnly>{page(() => import('./routes/auth/register'))}</GuestOnly>}
          />
          <Route
            path={paths.forgotPassword}
            element={page(() => import('./routes/auth/forgot-password'))}
          />
          <Route
            path={paths.verificationOtp}
            element={page(() => import('./routes/auth/verification-otp'))}
          />
          <Route
            path={paths.resetPassword}
            element={page(() => import('./routes/auth/reset-password'))}
          />
          <Route path={paths.user} element={page(() => import('./routes/account/user-menu'))} />
          <Route path={paths.cart} element={page(() => import('./routes/cart/cart'))} />
          <Route path={paths.checkout} element={page(() => import('./routes/cart/checkout'))} />
          <Route path={paths.success} element={page(() => import('./routes/payment/success'))} />
          <Route path={paths.cancel} element={page(() => import('./routes/payment/cancel'))} />
          <Route path={paths.license} element={page(() => import('./routes/static/license'))} />
          <Route
            path={paths.contactUs}
            element={page(() => import('./routes/static/contact-us'))}
          />
          <Route path={paths.cookies} element={page(() => import('./routes/static/cookies'))} />
          <Route
            path={paths.privacyPolicy}
            element={page(() => import('./routes/static/privacy-policy'))}
          />
          <Route
            path={paths.newProducts}
            element={page(() => import('./routes/static/new-products'))}
          />
          <Route
            path={paths.product}
            element={
              <RequireSlugIds names={['slug']}>
                {page(() => import('./routes/catalogue/product-detail'))}
              </RequireSlugIds>
            }
          />
          {dashboardRoutes}
          {/* Without this, /dashboard/<unknown> would fall through to the listing route. */}
          <Route path={`${d.root}/*`} element={<RouteNotFound />} />
          {/* Two dynamic segments: every other two-segment URL lands here, so the ids are checked. */}
          <Route
            path={paths.listing}
            element={
              <RequireSlugIds names={['category', 'subCategory']}>
                {page(() => import('./routes/catalogue/product-listing'))}
              </RequireSlugIds>
            }
          />
          <Route path="*" element={<RouteNotFound />} />
        </Route>
      </Route>
    </Route>
  </Routes>
);

/** Every route of SPEC §2; main.tsx renders it in the browser's router, tests in a memory one. */
export function AppRoutes() {
  return appRoutes;
}
