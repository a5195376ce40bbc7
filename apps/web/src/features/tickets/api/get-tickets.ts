import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { userScopeKey } from '../../../lib/query-client';

const replySchema = () =>
  import('@store/contract/ticket').then((module) => module.ticketListReplySchema);

/** Under the signed-in person's scope: what an admin may see is forgotten on sign-out. */
export const ticketsQueryKey = [...userScopeKey, 'admin-tickets'] as const;

/** GET /api/survey/getAllForms (admin) — every Contact Us ticket, newest first. */
export function getTickets(signal?: AbortSignal) {
  return apiGet('/api/survey/getAllForms', replySchema, signal);
}

export const ticketsQueryOptions = () =>
  queryOptions({
    queryKey: ticketsQueryKey,
    queryFn: ({ signal }) => getTickets(signal),
    select: (reply) => reply.data,
  });

export function useTickets() {
  return useQuery(ticketsQueryOptions());
}
