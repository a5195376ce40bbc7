import { TICKET_MESSAGES, type Ticket } from '@store/contract/ticket';
import type { Database } from '#server/db/client.js';
import { recordAudit } from '#server/lib/audit.js';
import { NotFoundError } from '#server/lib/errors.js';
import { ticketRepository as repo } from './repository.js';

/**
 * Contact Us tickets (SPEC §2 Contact Us, Admin "Contact Us Tickets", §7): anyone may send
 * a support request; admins list them newest first and delete them (audited).
 */
export function createTicketService(db: Database) {
  return {
    submit: (fields: { name: string; email: string; mobile: string | null; issue: string }) =>
      repo.insert(db, fields),

    list: () => repo.list(db),

    /** Deletes a ticket and records who did, in one transaction; 404 when there is none. */
    async remove(actorUserId: string, id: string): Promise<Ticket> {
      const deleted = await db.transaction(async (tx) => {
        const row = await repo.remove(tx, id);
        if (row) {
          await recordAudit(tx, {
            actorUserId,
            action: 'ticket.delete',
            entity: 'ticket',
            entityId: row._id,
            details: { name: row.name, email: row.email },
          });
        }
        return row;
      });
      if (!deleted) throw new NotFoundError(TICKET_MESSAGES.notFound);
      return deleted;
    },
  };
}
