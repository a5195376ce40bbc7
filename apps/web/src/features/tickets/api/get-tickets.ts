import { ticketApiRoutes } from '@store/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { adminKeys } from '#web/lib/query-keys';

/** Under the signed-in person's scope: what an admin may see is forgotten on sign-out. */

/** GET /api/survey/getAllForms (admin) — every Contact Us ticket, newest first. */
export function getTickets(signal?: AbortSignal) {
  return callApi(ticketApiRoutes.list, { signal });
}

export const ticketsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.tickets,
    queryFn: ({ signal }) => getTickets(signal),
    select: (reply) => reply.data,
  });

export function useTickets() {
  return useQuery(ticketsQueryOptions());
}
