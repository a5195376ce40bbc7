import type { User } from '@store/contract/user';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.js';
import { ConflictError, UnauthorizedError } from '#server/lib/errors.js';
import { isUniqueViolation } from '#server/lib/postgres-errors.js';
import { MAX_UPLOAD_BYTES, processImage } from '#server/platform/images/index.js';
import type { Storage } from '#server/platform/storage/index.js';
import { createSessionRepository } from '../sessions/repository.js';
import { createProfileRepository } from './repository.js';

export const EMAIL_TAKEN_MESSAGE = 'This e-mail is already used by another account.';
export const AVATAR_MAX_BYTES = MAX_UPLOAD_BYTES;
export const AVATAR_SIZE = 256;

export function createProfileService(deps: { db: Database; storage: Storage }) {
  const repository = createProfileRepository(deps.db);
  // The one mapping of a user to the wire (DESIGN §9.5: a mutation replies as the read does).
  const sessions = createSessionRepository(deps.db);

  return {
    async updateProfile(
      userId: string,
      fields: { name: string; email: string; mobile: string },
    ): Promise<User> {
      if (await repository.emailTakenByOther(fields.email, userId)) {
        throw new ConflictError(EMAIL_TAKEN_MESSAGE);
      }
      try {
        await repository.updateProfile(userId, fields);
      } catch (err) {
        // Two accounts taking the same address at once: the unique index decides.
        if (isUniqueViolation(err, 'users_email_lower_key')) {
          throw new ConflictError(EMAIL_TAKEN_MESSAGE);
        }
        throw err;
      }
      const user = await sessions.userView(userId);
      if (!user) throw new UnauthorizedError('Your session has ended. Please log in again.');
      return user;
    },

    /**
     * Checks and re-encodes the upload (256×256 WebP, metadata stripped), stores it under a
     * content-addressed key and points the account at it; the replaced avatar file goes.
     */
    async uploadAvatar(userId: string, upload: Buffer, log: FastifyBaseLogger): Promise<string> {
      const image = await processImage(upload, {
        maxBytes: AVATAR_MAX_BYTES,
        variants: [
          { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover', suffix: '', enlarge: true },
        ],
      });
      const variant = image.variants[0]!;
      const folder = `avatars/${userId}/`;
      const url = await deps.storage.put(
        `${folder}${variant.hash}.${variant.extension}`,
        variant.buffer,
        variant.contentType,
      );
      const previous = await deps.db.transaction(async (tx) => {
        const replaced = await createProfileRepository(tx).replaceAvatar(userId, url);
        if (!replaced) throw new UnauthorizedError('Your session has ended. Please log in again.');
        return replaced.previous;
      });
      const oldKey = deps.storage.keyFromUrl(previous);
      if (previous !== url && oldKey?.startsWith(folder)) {
        await deps.storage.delete(oldKey).catch((err: unknown) => {
          log.warn({ err, key: oldKey }, 'could not delete the replaced avatar');
        });
      }
      return url;
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
