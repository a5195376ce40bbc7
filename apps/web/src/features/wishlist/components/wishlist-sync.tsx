import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { accountKeys } from '#web/lib/query-keys';
import { mergeWishlist } from '../api/wishlist-mutations';
import { useSignedIn } from '../hooks/use-wishlist';
import { localWishlist } from '../local-wishlist';

/**
 * Moves a visitor's wishlist into the account once they are signed in, then forgets it here.
 * The merge is idempotent on the server, so a second tab doing the same at once is harmless;
 * a failed merge keeps the list for the next page load.
 */
export function WishlistSync() {
  const signedIn = useSignedIn();
  const localIds = localWishlist.useIds();
  const queryClient = useQueryClient();
  const sending = useRef(false);

  useEffect(() => {
    if (!signedIn || localIds.length === 0 || sending.current) return;
    sending.current = true;
    mergeWishlist(localIds)
      .then(async (reply) => {
        // A read of the list sent before the merge would land with the list as it was.
        await queryClient.cancelQueries({ queryKey: accountKeys.wishlist });
        localWishlist.clear();
        queryClient.setQueryData(accountKeys.wishlist, reply);
      })
      .catch(() => {
        // Kept in this browser: the next visit tries again.
      })
      .finally(() => {
        sending.current = false;
      });
  }, [signedIn, localIds, queryClient]);

  return null;
}
