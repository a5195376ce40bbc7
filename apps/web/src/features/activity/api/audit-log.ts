import { auditApiRoutes } from '@store/contract/api';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { adminKeys } from '#web/lib/query-keys';

/** Under the user's prefix: an admin's data is forgotten when they sign out. */

export interface AuditFilter {
  adminId: string;
  action: string;
}

/**
 * POST /api/audit/list, newest first; "Load older" fetches the next keyset page after the
 * last row shown, so rows written meanwhile never shift the list.
 */
export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.auditLog.list(filter),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      callApi(auditApiRoutes.list, { body: { ...filter, cursor: pageParam }, signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /api/audit/filters: the admins and actions to filter by. */
export function useAuditFilters() {
  return useQuery({
    queryKey: adminKeys.auditLog.filters,
    queryFn: ({ signal }) => callApi(auditApiRoutes.filters, { signal }),
    select: (reply) => reply.data,
  });
}
