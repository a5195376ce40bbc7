import { Logo } from '#web/components/ui/logo';
import { HeaderAccount } from '#web/features/auth/components/header-account';
import { CartButton } from '#web/features/cart/components/cart-button';
import { SearchBar } from '#web/features/search/components/search-bar';
import { WishlistLink } from '#web/features/wishlist/components/wishlist-link';

/**
 * Sticky header (SPEC §2). Phones: logo and actions on one row, search below.
 * Large screens: one row.
 */
export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2 sm:px-4 lg:flex-nowrap lg:gap-6 lg:py-3">
        <Logo />
        <div className="order-last flex w-full justify-center lg:order-none lg:w-auto lg:flex-1">
          <SearchBar className="lg:max-w-xl" />
        </div>
        <nav
          aria-label="Account and cart"
          className="ml-auto flex items-center gap-0.5 sm:gap-2 lg:ml-0"
        >
          <HeaderAccount />
          <WishlistLink />
          <CartButton />
        </nav>
      </div>
    </header>
  );
}

/** With a query on /search the header steps aside; the search input stays at the top. */
export function SearchOnlyBar() {
  return (
    <div className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 px-3 py-2 backdrop-blur sm:px-4">
      <div className="mx-auto flex max-w-7xl justify-center">
        <SearchBar className="lg:max-w-xl" />
      </div>
    </div>
  );
}
