import { userAdminApiRoutes } from '@store/contract/api';
import { ADMIN_USERS_PAGE_SIZE } from '@store/contract/user';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { adminKeys } from '#web/lib/query-keys';

/**
 * GET /api/user/all-users?page= (admin) — one page of users, newest first, with the
 * dashboard's cards and growth chart over every user.
 */
export function getAllUsers(page: number, signal?: AbortSignal) {
  return callApi(userAdminApiRoutes.allUsers, {
    query: { page, limit: ADMIN_USERS_PAGE_SIZE },
    signal,
  });
}

export const allUsersQueryOptions = (page: number) =>
  queryOptions({
    // Under the signed-in person's scope: forgotten when the admin signs out.
    queryKey: adminKeys.users(page),
    queryFn: ({ signal }) => getAllUsers(page, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAllUsers(page: number) {
  return useQuery(allUsersQueryOptions(page));
}
