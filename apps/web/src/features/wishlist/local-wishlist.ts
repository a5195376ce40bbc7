import { WISHLIST_MAX } from '@store/contract/constants';
import { createBrowserList } from '#web/lib/browser-list';

/** A visitor's wishlist: kept by this browser until sign-in merges it into the account. */
export const localWishlist = createBrowserList('store:wishlist', WISHLIST_MAX);
