import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import toast from 'react-hot-toast/headless';
import { hasSession, subscribeTokens } from '../../../lib/token-storage';
import { wishlistQueryOptions } from '../api/get-wishlist';
import { addToWishlist, removeFromWishlist, useWishlistMutation } from '../api/wishlist-mutations';
import { localWishlist } from '../local-wishlist';

const EMPTY: readonly string[] = [];

/** Whether this browser holds a session (the auth feature's rule, read from the same store). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeTokens, hasSession, () => false);
}

/**
 * The shopper's saved product ids and a toggle: the account's list when signed in, this
 * browser's list for a visitor (merged into the account on sign-in, see WishlistSync).
 */
export function useWishlist() {
  const signedIn = useSignedIn();
  const query = useQuery({ ...wishlistQueryOptions(), enabled: signedIn });
  const localIds = localWishlist.useIds();
  const add = useWishlistMutation(addToWishlist, (reply) => toast.success(reply.message));
  const remove = useWishlistMutation(removeFromWishlist, (reply) => toast.success(reply.message));

  const savedIds = signedIn
    ? (query.data?.data.map((item) => item.product._id) ?? EMPTY)
    : localIds;
  return {
    signedIn,
    savedIds,
    isSaved: (productId: string) => savedIds.includes(productId),
    busy: add.isPending || remove.isPending,
    /** Saved or not, as the shopper asked; a visitor's choice stays in this browser. */
    setSaved(productId: string, saved: boolean) {
      if (!signedIn) {
        if (saved) localWishlist.add(productId);
        else localWishlist.remove(productId);
        toast.success(saved ? 'Saved to wishlist' : 'Removed from wishlist');
        return;
      }
      (saved ? add : remove).mutate(productId);
    },
  };
}
