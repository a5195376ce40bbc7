import { RECENTLY_VIEWED_MAX } from '@store/contract/constants';
import { createBrowserList } from '#web/lib/browser-list';

/** The last products this browser opened, newest first (issue 16 point 5). */
export const recentlyViewed = createBrowserList('store:recently-viewed', RECENTLY_VIEWED_MAX);
