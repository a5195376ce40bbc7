import {
  CATALOGUE_IMAGE_WIDTH,
  CATALOGUE_THUMB_WIDTH,
  MAX_IMAGE_UPLOAD_BYTES,
  type UploadedImage,
} from '@store/contract/upload';
import type { Database } from '#server/db/client.js';
import { recordAudit } from '#server/lib/audit.js';
import { processImage } from '#server/platform/images/index.js';
import type { Storage } from '#server/platform/storage/index.js';

export const CATALOGUE_FOLDER = 'catalogue';

/**
 * Catalogue images (DESIGN §4): decoded with sharp (the content decides, not the name),
 * turned upright, stripped of metadata and stored as two WebP files named by the content
 * hash of the large one: `catalogue/<hash>.webp` (at most 1200 px wide) and
 * `catalogue/<hash>-400.webp` (400 px, for srcset; as large as the source when that is
 * narrower). The same picture uploaded twice lands on the same keys.
 */
export function createUploadService(deps: { db: Database; storage: Storage }) {
  return {
    async uploadCatalogueImage(actorUserId: string, upload: Buffer): Promise<UploadedImage> {
      const image = await processImage(upload, {
        maxBytes: MAX_IMAGE_UPLOAD_BYTES,
        variants: [
          { width: CATALOGUE_IMAGE_WIDTH, fit: 'inside', suffix: '' },
          { width: CATALOGUE_THUMB_WIDTH, fit: 'inside', suffix: `-${CATALOGUE_THUMB_WIDTH}` },
        ],
      });
      const [large, thumb] = image.variants as [
        (typeof image.variants)[number],
        (typeof image.variants)[number],
      ];
      const base = `${CATALOGUE_FOLDER}/${large.hash}`;
      const [url, thumbUrl] = await Promise.all([
        deps.storage.put(`${base}.webp`, large.buffer, large.contentType),
        deps.storage.put(`${base}${thumb.suffix}.webp`, thumb.buffer, thumb.contentType),
      ]);
      await recordAudit(deps.db, {
        actorUserId,
        action: 'image.upload',
        entity: 'image',
        entityId: large.hash,
        details: {
          url,
          sourceFormat: image.sourceFormat,
          sourceWidth: image.sourceWidth,
          sourceHeight: image.sourceHeight,
          bytes: upload.length,
        },
      });
      const variants = [
        { url, width: large.width, height: large.height },
        { url: thumbUrl, width: thumb.width, height: thumb.height },
      ];
      return {
        url,
        width: large.width,
        height: large.height,
        variants,
        srcset: variants.map((v) => `${v.url} ${v.width}w`).join(', '),
      };
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
