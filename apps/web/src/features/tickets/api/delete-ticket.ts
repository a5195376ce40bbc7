import { ticketApiRoutes } from '@store/contract/api';
import { TICKET_MESSAGES } from '@store/contract/ticket';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { callApi } from '#web/lib/call-api';
import { adminKeys } from '#web/lib/query-keys';

/** POST /api/survey/deleteTicket (admin). */
export function deleteTicket(id: string) {
  return callApi(ticketApiRoutes.remove, { body: { id } });
}

/**
 * SPEC §8: 'Ticket deleted successfully' / 'Failed to delete ticket'. SPEC §4 reloads the page
 * after a delete; the list is fetched again instead, whatever the outcome.
 */
export function useDeleteTicket({ onSuccess }: { onSuccess?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicket,
    onSuccess: () => {
      toast.success(TICKET_MESSAGES.deleted);
      return onSuccess?.();
    },
    onError: () => {
      toast.error(TICKET_MESSAGES.deleteFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.tickets }),
  });
}
