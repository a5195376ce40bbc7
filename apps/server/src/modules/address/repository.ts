import type { Address } from '@store/contract/address';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.js';
import { addresses, users } from '#server/db/schema/index.js';

export interface AddressFields {
  address_line: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  mobile: string;
}

type AddressRow = typeof addresses.$inferSelect;

export function toWireAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    userId: row.userId,
    address_line: row.addressLine,
    city: row.city,
    state: row.state,
    country: row.country,
    pincode: row.pincode,
    mobile: row.mobile,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const columns = (fields: AddressFields) => ({
  addressLine: fields.address_line,
  city: fields.city,
  state: fields.state,
  country: fields.country,
  pincode: fields.pincode,
  mobile: fields.mobile,
});

/** Every query is scoped to its owner: another user's id simply finds nothing. */
export function createAddressRepository(db: DbOrTx) {
  return {
    /** Locks the owner's row (serialises their creates); false when the account is gone. */
    async lockOwner(userId: string): Promise<boolean> {
      const [owner] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return owner !== undefined;
    },

    async countActive(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.status, true)));
      return row?.n ?? 0;
    },

    async insert(userId: string, fields: AddressFields): Promise<Address> {
      const [row] = await db
        .insert(addresses)
        .values({ userId, ...columns(fields) })
        .returning();
      return toWireAddress(row!);
    },

    /** Active addresses, newest first (SPEC §3: a falsy status hides an address). */
    async listActive(userId: string): Promise<Address[]> {
      const rows = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.status, true)))
        .orderBy(desc(addresses.createdAt), desc(addresses.id));
      return rows.map(toWireAddress);
    },

    /** Updates an active address of the owner; undefined when there is none such. */
    async update(userId: string, id: string, fields: AddressFields): Promise<Address | undefined> {
      const [row] = await db
        .update(addresses)
        .set(columns(fields))
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.status, true)))
        .returning();
      return row ? toWireAddress(row) : undefined;
    },

    /**
     * Soft-disables (SPEC §4): the row stays for the orders that point at it. Disabling an
     * already disabled address of the owner succeeds again (a retried request is no error).
     */
    async disable(userId: string, id: string): Promise<Address | undefined> {
      const [row] = await db
        .update(addresses)
        .set({ status: false })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      return row ? toWireAddress(row) : undefined;
    },
  };
}
export type AddressRepository = ReturnType<typeof createAddressRepository>;
