import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client';
import { adminKeys } from '#web/lib/query-keys';

const replySchema = () =>
  import('@store/contract/ticket').then((module) => module.ticketListReplySchema);

/** Under the signed-in person's scope: what an admin may see is forgotten on sign-out. */

/** GET /api/survey/getAllForms (admin) — every Contact Us ticket, newest first. */
export function getTickets(signal?: AbortSignal) {
  return apiGet('/api/survey/getAllForms', replySchema, signal);
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
