import { wishlistApiRoutes } from '@store/contract/api';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { accountKeys } from '#web/lib/query-keys';
import { hasSession } from '#web/lib/token-storage';

/** Under the user's prefix: a sign-in or sign-out refetches or forgets it. */

/** GET /api/wishlist/get — the signed-in shopper's saved products, newest first. */
export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.wishlist,
    queryFn: ({ signal }) => callApi(wishlistApiRoutes.get, { signal }),
    enabled: () => hasSession(),
    // Another tab may have saved something: fresh when this tab comes back.
    refetchOnWindowFocus: true,
  });
