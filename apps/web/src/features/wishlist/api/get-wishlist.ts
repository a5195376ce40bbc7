import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client';
import { accountKeys } from '#web/lib/query-keys';
import { hasSession } from '#web/lib/token-storage';

export const wishlistReplySchema = () =>
  import('@store/contract/wishlist').then((module) => module.wishlistReplySchema);

/** Under the user's prefix: a sign-in or sign-out refetches or forgets it. */

/** GET /api/wishlist/get — the signed-in shopper's saved products, newest first. */
export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.wishlist,
    queryFn: ({ signal }) => apiGet('/api/wishlist/get', wishlistReplySchema, signal),
    enabled: () => hasSession(),
    // Another tab may have saved something: fresh when this tab comes back.
    refetchOnWindowFocus: true,
  });
