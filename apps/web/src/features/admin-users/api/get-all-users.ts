import { ADMIN_USERS_PAGE_SIZE } from '@store/contract/user';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client';
import { adminKeys } from '#web/lib/query-keys';

const replySchema = () =>
  import('@store/contract/user').then((module) => module.allUsersReplySchema);

/**
 * GET /api/user/all-users?page= (admin) — one page of users, newest first, with the
 * dashboard's cards and growth chart over every user.
 */
export function getAllUsers(page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), limit: String(ADMIN_USERS_PAGE_SIZE) });
  return apiGet(`/api/user/all-users?${query}`, replySchema, signal);
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
