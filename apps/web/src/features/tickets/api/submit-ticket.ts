import { ticketApiRoutes } from '@store/contract/api';
import type { SubmitTicketRequest } from '@store/contract/ticket';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';

/** POST /api/survey/submitForm — a Contact Us support request (public). */
export function submitTicket(body: SubmitTicketRequest) {
  return callApi(ticketApiRoutes.submit, { body, refreshOn401: false });
}

/** The form shows its own toasts (SPEC §8 Contact): success, refusal and network failure differ. */
export function useSubmitTicket() {
  return useMutation({ mutationFn: submitTicket });
}
