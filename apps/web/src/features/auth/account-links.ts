import { paths } from '#web/config/paths';

export interface AccountLink {
  label: string;
  to: string;
}

const d = paths.dashboard;

/** SPEC §6: every signed-in user. */
export const userLinks: readonly AccountLink[] = [
  { label: 'Profile', to: d.profile },
  { label: 'My Orders', to: d.myOrders },
  // Issue 16: saved products, beside the orders.
  { label: 'Wishlist', to: paths.wishlist },
  { label: 'Address', to: d.address },
];

/**
 * SPEC §6: admins only, in this order; Orders (issue 17) after Payments, Banners (issue 15)
 * and Reviews (16) after SPEC's list, then Coupons, Activity and Exports (17).
 */
export const adminLinks: readonly AccountLink[] = [
  { label: 'Category', to: d.category },
  { label: 'Sub Category', to: d.subCategory },
  { label: 'Upload Product', to: d.uploadProduct },
  { label: 'Product', to: d.product },
  { label: 'Recycle Bin', to: d.recycleBin },
  { label: 'Deals', to: d.deals },
  { label: 'Payments', to: d.payments },
  // Issue 17: orders as orders (search, filters, history), beside SPEC's Payments.
  { label: 'Orders', to: d.orders },
  { label: 'Sales', to: d.sales },
  { label: 'All Users', to: d.allUsers },
  { label: 'Metrics', to: d.metrics },
  { label: 'Tickets', to: d.tickets },
  { label: 'Banners', to: d.banners },
  // Issue 16: review moderation.
  { label: 'Reviews', to: d.reviews },
  // Issue 17: promo codes.
  { label: 'Coupons', to: d.coupons },
  // Issue 17: the audit log and the accountant's CSV files.
  { label: 'Activity', to: d.activity },
  { label: 'Exports', to: d.exports },
];

/** The account menu's links (dropdown, sidebar and the /user page show the same ones). */
export function accountLinks(isAdmin: boolean): readonly AccountLink[] {
  return isAdmin ? [...userLinks, ...adminLinks] : userLinks;
}

/** SPEC §2 account menu: the name, or the mobile number when there is no name. */
export function displayName(user: { name: string; mobile: string | null } | undefined): string {
  return user?.name.trim() || user?.mobile || '';
}
