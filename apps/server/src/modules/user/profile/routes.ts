import type { MultipartFile } from '@fastify/multipart';
import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { BadRequestError } from '#server/lib/errors.js';
import { ok } from '#server/lib/reply.js';
import { ImageTooLargeError } from '#server/platform/images/index.js';
import type { Storage } from '#server/platform/storage/index.js';
import { currentUserId } from '#server/plugins/auth.js';
import { acceptUploads } from '#server/plugins/uploads.js';
import { AVATAR_MAX_BYTES, createProfileService } from './service.js';

export const AVATAR_FIELD = 'avatar';
export const NO_AVATAR_FILE_MESSAGE =
  'Please choose an image to upload (a multipart form with the file in the field "avatar").';

const guarded = { 401: errorEnvelopeSchema };

/** PUT update-user and upload-avatar under /api/user (SPEC §7), for the signed-in user. */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Database; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  await acceptUploads(app);
  const service = createProfileService({ db, storage });

  serve(
    app,
    apiRoutes.user.update,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: 'Update name, e-mail and mobile; replies with the user as user-details does',
        security: [{ bearerAuth: [] }],
        response: {
          400: errorEnvelopeSchema,
          ...guarded,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      ...ok,
      message: 'Profile updated successfully',
      data: await service.updateProfile(currentUserId(request), request.body),
    }),
  );

  serve(
    app,
    apiRoutes.user.uploadAvatar,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: `Upload an avatar: multipart field "${AVATAR_FIELD}", JPEG, PNG or WebP, at most 5 MB`,
        description:
          'The image is checked by decoding it, turned upright, stripped of metadata and ' +
          'stored as a 256×256 WebP. SVG, animated and non-image files are refused.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: {
          400: errorEnvelopeSchema,
          ...guarded,
          413: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new BadRequestError(NO_AVATAR_FILE_MESSAGE);
      let file: MultipartFile | undefined;
      try {
        file = await request.file();
      } catch (err) {
        throw multipartError(err);
      }
      if (!file) throw new BadRequestError(NO_AVATAR_FILE_MESSAGE);
      if (file.fieldname !== AVATAR_FIELD) {
        file.file.resume();
        throw new BadRequestError(NO_AVATAR_FILE_MESSAGE);
      }
      let upload: Buffer;
      try {
        upload = await file.toBuffer();
      } catch (err) {
        throw multipartError(err);
      }
      const avatar = await service.uploadAvatar(currentUserId(request), upload, request.log);
      return {
        ...ok,
        message: 'Avatar updated',
        data: { avatar },
      };
    },
  );
};

/** @fastify/multipart's limit errors in the store's words. */
function multipartError(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ImageTooLargeError(AVATAR_MAX_BYTES);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new BadRequestError('Please upload one image at a time.');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PROTO_VIOLATION') {
    return new BadRequestError(NO_AVATAR_FILE_MESSAGE);
  }
  // Anything else here is a malformed or cut-off form (busboy's errors carry no status):
  // the client's fault, never a 500.
  return new BadRequestError('The upload could not be read. Please try again.');
}
