import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { apiRoutes } from '@store/contract/api';
import { errorEnvelopeSchema } from '@store/contract/common';
import {
  CLIP_FOLDER,
  CLIP_UPLOAD_FIELDS,
  MAX_CLIP_SECONDS,
  MAX_CLIP_UPLOAD_BYTES,
  NO_CLIP_FILE_MESSAGE,
  type UploadedClip,
} from '@store/contract/upload';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.js';
import { serve } from '#server/lib/api-route.js';
import { recordAudit } from '#server/lib/audit.js';
import { BadRequestError } from '#server/lib/errors.js';
import { ok } from '#server/lib/reply.js';
import { CATALOGUE_WRITE } from '#server/lib/route-flags.js';
import type { Storage } from '#server/platform/storage/index.js';
import { ClipTooLargeError, inspectClip } from '#server/platform/video/index.js';
import { currentUserId } from '#server/plugins/auth.js';
import { acceptUploads } from '#server/plugins/uploads.js';

/**
 * POST /api/file/upload-clip (issue 16): an admin's preview clip, MP4 or WebM, at most
 * 20 MB and 30 seconds. Stored as uploaded (no re-encoding: no ffmpeg at run time) under
 * `clips/<content hash>.<mp4|webm>`, served with range requests like every upload
 * (decision 37).
 */
export const clipUploadRoutes: FastifyPluginAsyncZod<{ db: Database; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  await acceptUploads(app);

  serve(
    app,
    apiRoutes.upload.clip,
    {
      config: { auth: 'admin', ...CATALOGUE_WRITE },
      schema: {
        tags: ['upload'],
        summary: `Upload a preview clip (admin): multipart field "clip" (or "file"), MP4 or WebM, at most ${MAX_CLIP_UPLOAD_BYTES / 1024 / 1024} MB and ${MAX_CLIP_SECONDS} seconds`,
        description:
          'The container is recognised by its bytes (not the name or type header) and its ' +
          'length read from the container; other files and clips without a readable length ' +
          'or longer than the limit are refused with 400, larger files with 413. The reply ' +
          'gives the address to save as `previewClip.src` and the measured length.',
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
      if (!request.isMultipart()) throw new BadRequestError(NO_CLIP_FILE_MESSAGE);
      const limits = { fileSize: MAX_CLIP_UPLOAD_BYTES, files: 1, fields: 10 };
      let file: MultipartFile | undefined;
      try {
        file = await request.file({ limits });
      } catch (err) {
        throw clipMultipartError(err);
      }
      if (!file) throw new BadRequestError(NO_CLIP_FILE_MESSAGE);
      if (!(CLIP_UPLOAD_FIELDS as readonly string[]).includes(file.fieldname)) {
        file.file.resume();
        throw new BadRequestError(NO_CLIP_FILE_MESSAGE);
      }
      let upload: Buffer;
      try {
        upload = await file.toBuffer();
      } catch (err) {
        throw clipMultipartError(err);
      }
      const clip = await inspectClip(upload);
      const hash = createHash('sha256').update(upload).digest('hex').slice(0, 32);
      const url = await storage.put(
        `${CLIP_FOLDER}/${hash}.${clip.extension}`,
        upload,
        clip.mimeType,
      );
      await recordAudit(db, {
        actorUserId: currentUserId(request),
        action: 'clip.upload',
        entity: 'clip',
        entityId: hash,
        details: {
          url,
          mimeType: clip.mimeType,
          durationSec: clip.durationSec,
          bytes: upload.length,
        },
      });
      const data: UploadedClip = {
        url,
        mimeType: clip.mimeType,
        durationSec: clip.durationSec,
        sizeBytes: upload.length,
      };
      return { ...ok, message: 'Clip uploaded', data };
    },
  );
};

/** @fastify/multipart's limit errors in the store's words. */
function clipMultipartError(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ClipTooLargeError();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new BadRequestError('Please upload one clip at a time.');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PROTO_VIOLATION') {
    return new BadRequestError(NO_CLIP_FILE_MESSAGE);
  }
  return new BadRequestError('The upload could not be read. Please try again.');
}
