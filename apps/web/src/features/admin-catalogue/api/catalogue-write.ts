import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { userScopeKey } from '#web/lib/query-keys';
import { toastError } from '#web/lib/toast-error';

/** Every admin-catalogue query key starts with this. */

/**
 * An admin write changes the catalogue everyone sees: every cached query but the signed-in
 * person's own data (categories, sub-categories, product lists, deals, the admin lists) is
 * marked stale, and those on screen are fetched again.
 */
export function invalidateCatalogue(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== userScopeKey[0],
  });
}

interface WriteOptions {
  onSuccess?: () => unknown;
}

/**
 * A catalogue write as a mutation: the server's message as a success toast, the server's
 * refusal as an error toast (SPEC §8), then the catalogue is fetched again.
 */
export function useCatalogueWrite<Input>(
  call: (input: Input) => Promise<{ message: string }>,
  { onSuccess }: WriteOptions = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (reply) => {
      toast.success(reply.message);
      await invalidateCatalogue(queryClient);
      return onSuccess?.();
    },
    onError: toastError,
  });
}
