import type { Ticket } from '@store/contract/ticket';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { tickets } from '#server/db/schema/index.js';

type TicketRow = typeof tickets.$inferSelect;

function toWire(row: TicketRow): Ticket {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile ?? null,
    issue: row.issue,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Contact Us tickets' SQL; each function takes the database or the caller's transaction. */
export const ticketRepository = {
  async insert(
    db: DbOrTx,
    fields: { name: string; email: string; mobile: string | null; issue: string },
  ): Promise<Ticket> {
    const [row] = await db.insert(tickets).values(fields).returning();
    return toWire(row!);
  },

  /** Newest first. */
  async list(db: DbOrTx): Promise<Ticket[]> {
    const rows = await db.select().from(tickets).orderBy(desc(tickets.createdAt), desc(tickets.id));
    return rows.map(toWire);
  },

  /** Deletes a ticket; returns it, or undefined when there was none. */
  async remove(db: DbOrTx, id: string): Promise<Ticket | undefined> {
    const [row] = await db.delete(tickets).where(eq(tickets.id, id)).returning();
    return row ? toWire(row) : undefined;
  },
};
