import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../platform/images/index.js';

/**
 * Multipart parsing for the routes that take a file (catalogue images, avatars), called in
 * their own plugin so it stays there. Registered app-wide, @fastify/multipart puts three
 * async hooks (onRequest, preValidation, onResponse) on every request, catalogue reads
 * included (docs/PERFORMANCE.md); other routes answer a multipart body with 415.
 * One file per request, at most 5 MB.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 },
  });
}
