import type { SubmitTicketRequest } from '@store/contract/ticket';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

const replySchema = () =>
  import('@store/contract/ticket').then((module) => module.submitTicketReplySchema);

/** POST /api/survey/submitForm — a Contact Us support request (public). */
export function submitTicket(body: SubmitTicketRequest) {
  return apiRequest('/api/survey/submitForm', replySchema, {
    method: 'POST',
    body,
    refreshOn401: false,
  });
}

/** The form shows its own toasts (SPEC §8 Contact): success, refusal and network failure differ. */
export function useSubmitTicket() {
  return useMutation({ mutationFn: submitTicket });
}
