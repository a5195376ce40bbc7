import type { ReactNode } from 'react';
import { MobileCartBar } from '#web/features/cart/components/mobile-cart-bar';
import { useSearchRoute } from '#web/features/search/hooks/use-search-route';
import { ScrollRestoration } from '../scroll-restoration';
import { WakingUpNotice } from '../warm-up';
import { Footer } from './footer';
import { Header, SearchOnlyBar } from './header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TestPaymentsNotice } from './test-payments-notice';

export function MainLayout({ children }: { children: ReactNode }) {
  const { headerHidden } = useSearchRoute();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TestPaymentsNotice />
      {headerHidden ? <SearchOnlyBar /> : <Header />}
      <WakingUpNotice />
      {/* tabIndex -1: the skip link and a page still loading put focus here; Tab never stops. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        {children}
      </main>
      <MobileCartBar />
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

/**
 * Shown in the page area while a page's code loads on first visit. A screen tall: the page
 * coming will be, and the footer would otherwise show and then be pushed down.
 */
export function PageLoading() {
  return (
    <div role="status" className="mx-auto min-h-dvh max-w-7xl px-4 py-10 text-sm text-slate-500">
      Loading…
    </div>
  );
}
