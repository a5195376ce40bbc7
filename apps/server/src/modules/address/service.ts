import type { Address } from '@store/contract/address';
import type { Database } from '#server/db/client.js';
import { BadRequestError, NotFoundError, UnauthorizedError } from '#server/lib/errors.js';
import { type AddressFields, createAddressRepository } from './repository.js';

/** Active addresses one account may keep: plenty for a shopper, a bound for a script. */
export const MAX_ACTIVE_ADDRESSES = 20;
export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found.';
export const TOO_MANY_ADDRESSES_MESSAGE = `You can keep at most ${MAX_ACTIVE_ADDRESSES} addresses. Please remove one before adding another.`;

export function createAddressService(db: Database) {
  const repository = createAddressRepository(db);

  return {
    async create(userId: string, fields: AddressFields): Promise<Address> {
      return db.transaction(async (tx) => {
        // Locking the owner serialises their concurrent creates, so the cap holds.
        const inTx = createAddressRepository(tx);
        if (!(await inTx.lockOwner(userId))) {
          throw new UnauthorizedError('Your session has ended. Please log in again.');
        }
        if ((await inTx.countActive(userId)) >= MAX_ACTIVE_ADDRESSES) {
          throw new BadRequestError(TOO_MANY_ADDRESSES_MESSAGE);
        }
        return inTx.insert(userId, fields);
      });
    },

    list: (userId: string) => repository.listActive(userId),

    async update(userId: string, id: string, fields: AddressFields): Promise<Address> {
      const address = await repository.update(userId, id, fields);
      if (!address) throw new NotFoundError(ADDRESS_NOT_FOUND_MESSAGE);
      return address;
    },

    async disable(userId: string, id: string): Promise<Address> {
      const address = await repository.disable(userId, id);
      if (!address) throw new NotFoundError(ADDRESS_NOT_FOUND_MESSAGE);
      return address;
    },
  };
}
