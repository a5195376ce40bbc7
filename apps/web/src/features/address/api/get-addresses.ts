import { addressApiRoutes } from '@store/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { accountKeys } from '#web/lib/query-keys';
import { hasSession } from '#web/lib/token-storage';

/** GET /api/address/get — the signed-in user's addresses. */
export function getAddresses(signal?: AbortSignal) {
  return callApi(addressApiRoutes.list, { signal });
}

/** Under the user's key prefix: fetched again whenever the user changes (SPEC §4). */

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.addresses,
    queryFn: ({ signal }) => getAddresses(signal),
    // Removed addresses are only disabled (SPEC §3, §4): a falsy status is never shown.
    select: (reply) => reply.data.filter((address) => address.status),
    enabled: () => hasSession(),
  });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
