import { ORDER_MESSAGES } from '@store/contract/order';
import type { Database } from '#server/db/client.js';
import { ForbiddenError, NotFoundError } from '#server/lib/errors.js';
import { findEntitlement } from '../order/index.js';
import { createDownloadRepository } from './repository.js';

/** DESIGN §4: who may have a product's drive link, logged each time it is handed out. */
export function createDownloadService(db: Database) {
  const repository = createDownloadRepository(db);
  return {
    /** The drive link for an entitled user (logged); 404 unknown product or no link, else 403. */
    async linkFor(userId: string, productId: string): Promise<string> {
      const entitlement = await findEntitlement(db, userId, productId);
      if (!entitlement) {
        if (!(await repository.productExists(productId))) {
          throw new NotFoundError('Product not found.');
        }
        throw new ForbiddenError(ORDER_MESSAGES.notEntitled);
      }
      if (!/^https?:\/\//i.test(entitlement.driveLink)) {
        throw new NotFoundError('This product has no download link yet. Please contact us.');
      }
      await repository.log(userId, productId, entitlement.orderId);
      return entitlement.driveLink;
    },
  };
}
