import type { AuditFiltersReply, AuditListReply } from '@store/contract/audit';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '#web/lib/api-client';
import { adminKeys } from '#web/lib/query-keys';

const listSchema = () =>
  import('@store/contract/audit').then((module) => module.auditListReplySchema);
const filtersSchema = () =>
  import('@store/contract/audit').then((module) => module.auditFiltersReplySchema);

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
      apiPost<AuditListReply>(
        '/api/audit/list',
        { ...filter, cursor: pageParam },
        listSchema,
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /api/audit/filters: the admins and actions to filter by. */
export function useAuditFilters() {
  return useQuery({
    queryKey: adminKeys.auditLog.filters,
    queryFn: ({ signal }) => apiGet<AuditFiltersReply>('/api/audit/filters', filtersSchema, signal),
    select: (reply) => reply.data,
  });
}
