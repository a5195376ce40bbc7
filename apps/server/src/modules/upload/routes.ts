import type { MultipartFile } from '@fastify/multipart';
import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import { MAX_IMAGE_UPLOAD_BYTES, UPLOAD_FIELDS } from '@store/contract/upload';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { BadRequestError } from '#server/lib/errors.js';
import { ok } from '#server/lib/reply.js';
import { CATALOGUE_WRITE } from '#server/lib/route-flags.js';
import { ImageTooLargeError } from '#server/platform/images/index.js';
import type { Storage } from '#server/platform/storage/index.js';
import { currentUserId } from '#server/plugins/auth.js';
import { acceptUploads } from '#server/plugins/uploads.js';
import { createUploadService } from './service.js';

export const NO_IMAGE_FILE_MESSAGE =
  'Please choose an image to upload (a multipart form with the file in the field "image").';

/** POST /api/file/upload (SPEC §7): an admin's catalogue image. */
export const uploadRoutes: FastifyPluginAsyncZod<{ db: Database; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  await acceptUploads(app);
  const service = createUploadService({ db, storage });

  serve(
    app,
    apiRoutes.upload.image,
    {
      // Invalidates nothing a reader sees today; flagged like every admin write anyway.
      config: { auth: 'admin', ...CATALOGUE_WRITE },
      schema: {
        tags: ['upload'],
        summary:
          'Upload a catalogue image (admin): multipart field "image" (or "file"), JPEG, PNG or WebP, at most 5 MB',
        description:
          'The image is checked by decoding it, turned upright, stripped of metadata and stored ' +
          'as WebP at most 1200 px wide plus a 400 px copy (`<name>-400.webp`) for srcset. ' +
          'SVG, animated and non-image files are refused with 400; larger files with 413.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: {
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new BadRequestError(NO_IMAGE_FILE_MESSAGE);
      let file: MultipartFile | undefined;
      try {
        file = await request.file();
      } catch (err) {
        throw multipartError(err);
      }
      if (!file) throw new BadRequestError(NO_IMAGE_FILE_MESSAGE);
      if (!(UPLOAD_FIELDS as readonly string[]).includes(file.fieldname)) {
        file.file.resume();
        throw new BadRequestError(NO_IMAGE_FILE_MESSAGE);
      }
      let upload: Buffer;
      try {
        upload = await file.toBuffer();
      } catch (err) {
        throw multipartError(err);
      }
      return {
        ...ok,
        message: 'Image uploaded',
        data: await service.uploadCatalogueImage(currentUserId(request), upload),
      };
    },
  );
};

/** @fastify/multipart's limit errors in the store's words. */
function multipartError(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ImageTooLargeError(MAX_IMAGE_UPLOAD_BYTES);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new BadRequestError('Please upload one image at a time.');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PROTO_VIOLATION') {
    return new BadRequestError(NO_IMAGE_FILE_MESSAGE);
  }
  // Anything else is a malformed or cut-off form (busboy's errors carry no status): the
  // client's fault, never a 500.
  return new BadRequestError('The upload could not be read. Please try again.');
}
