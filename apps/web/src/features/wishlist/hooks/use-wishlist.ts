import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import toast from 'react-hot-toast/headless';
import { accountKeys } from '#web/lib/query-keys';
import { toastError } from '#web/lib/toast-error';
import { hasSession, subscribeTokens } from '#web/lib/token-storage';
import { wishlistQueryOptions } from '../api/get-wishlist';
import { addToWishlist, removeFromWishlist } from '../api/wishlist-mutations';
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
  // The options' own `enabled` reads the session when the query would run: a boolean from this
  // render would still say "signed in" while signing out resets the account's queries, and the
  // list would be asked for without a session (a 401).
  const query = useQuery(wishlistQueryOptions());
  const localIds = localWishlist.useIds();
  // A plain call, not a useMutation: every product card has a heart, and a mutation observer
  // per card is render and memory work for a press that most cards never get.
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const save = async (productId: string, saved: boolean) => {
    setBusy(true);
    try {
      const reply = await (saved ? addToWishlist : removeFromWishlist)(productId);
      // Every reply is the whole list: it replaces the cached one, no refetch needed.
      queryClient.setQueryData(accountKeys.wishlist, reply);
      toast.success(reply.message);
    } catch (error) {
      toastError(error instanceof Error ? error : new Error(String(error)));
      void queryClient.invalidateQueries({ queryKey: accountKeys.wishlist });
    } finally {
      setBusy(false);
    }
  };

  const savedIds = signedIn
    ? (query.data?.data.map((item) => item.product._id) ?? EMPTY)
    : localIds;
  return {
    signedIn,
    savedIds,
    isSaved: (productId: string) => savedIds.includes(productId),
    busy,
    /** Saved or not, as the shopper asked; a visitor's choice stays in this browser. */
    setSaved(productId: string, saved: boolean) {
      if (!signedIn) {
        if (saved) localWishlist.add(productId);
        else localWishlist.remove(productId);
        toast.success(saved ? 'Saved to wishlist' : 'Removed from wishlist');
        return;
      }
      void save(productId, saved);
    },
  };
}
