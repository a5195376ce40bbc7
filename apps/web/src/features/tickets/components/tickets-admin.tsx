import { TICKET_MESSAGES, type Ticket } from '@store/contract/ticket';
import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { LoadError } from '#web/components/ui/list-states';
import { PageTitle } from '#web/components/ui/page';
import { CARDS_BELOW, ResponsiveTable } from '#web/components/ui/responsive-table';
import { ApiError } from '#web/lib/api-client';
import { useDeleteTicket } from '../api/delete-ticket';
import { useTickets } from '../api/get-tickets';
import { ticketColumns } from './ticket-columns';

/**
 * SPEC §2 Contact Us Tickets: every ticket newest first, the issue previewed to 50
 * characters (a click shows it whole), and Delete after a confirmation.
 */
export function TicketsAdmin() {
  const tickets = useTickets();
  const [deleting, setDeleting] = useState<Ticket | null>(null);
  const remove = useDeleteTicket({ onSuccess: () => setDeleting(null) });

  // SPEC §8: 'Failed to retrieve tickets.', or 'Server Error. Please try again.' with no answer.
  const loadFailure = tickets.isError
    ? tickets.error instanceof ApiError && tickets.error.status === 0
      ? TICKET_MESSAGES.serverError
      : TICKET_MESSAGES.loadFailed
    : undefined;
  useEffect(() => {
    if (loadFailure) toast.error(loadFailure, { id: 'tickets-load-failed' });
  }, [loadFailure]);

  return (
    <>
      <PageTitle>Contact Us Tickets</PageTitle>

      <div className="mt-6">
        {tickets.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading tickets…
          </p>
        ) : tickets.isError ? (
          <LoadError
            message={loadFailure ?? TICKET_MESSAGES.loadFailed}
            onRetry={() => void tickets.refetch()}
          />
        ) : tickets.data.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
            <Inbox aria-hidden="true" className="size-8 text-slate-400" />
            <p className="mt-3 font-medium text-slate-800">{TICKET_MESSAGES.empty}</p>
            <p className="mt-1 text-sm text-slate-600">{TICKET_MESSAGES.emptyHint}</p>
          </div>
        ) : (
          <ResponsiveTable
            caption="Contact Us tickets, newest first"
            columns={ticketColumns((ticket) => {
              remove.reset();
              setDeleting(ticket);
            })}
            rows={tickets.data}
            rowKey={(ticket) => ticket._id}
            rowClassName={() => 'align-top'}
            cardsBelow={CARDS_BELOW.desktop}
          />
        )}
      </div>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete ticket"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.isError ? TICKET_MESSAGES.deleteFailed : undefined}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
        onClose={() => setDeleting(null)}
      >
        Delete the ticket from <strong>{deleting?.name}</strong>? It cannot be recovered.
      </ConfirmDialog>
    </>
  );
}
