import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import { requiredTrimmedText, successEnvelope } from '../common/index.js';
import { URL_REQUIRED_MESSAGE } from '../field-labels/index.js';
import { THUMB_WIDTH } from '../images/index.js';
import { uploadClipReplySchema } from './clip.js';

/** Multipart field names POST /api/file/upload reads the file from (the first one sent). */
export const UPLOAD_FIELDS = ['image', 'file'] as const;

/** Catalogue images are stored at most this wide, plus a narrower copy for `srcset`. */
export const CATALOGUE_IMAGE_WIDTH = 1200;
/** The narrower copy's width: the one `srcset` and thumbnails name (`@store/contract/images`). */
export const CATALOGUE_THUMB_WIDTH = THUMB_WIDTH;

/** Uploaded files larger than this are refused (413) before they are decoded. */
export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;

/** A byte count as people read it: `5 MB`, `1.5 MB`, `300 KB`. */
export function formatFileSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/**
 * Why an image file is refused for its size: the server's 413 and the browser's check before
 * uploading (which spares sending megabytes only to be told no) say the same words.
 */
export function imageTooLargeMessage(maxBytes: number = MAX_IMAGE_UPLOAD_BYTES): string {
  return `The image must be at most ${formatFileSize(maxBytes)}.`;
}

/** The most characters an image URL may have. */
export const MAX_IMAGE_URL_LENGTH = 2048;

/** A storage key: `/`-separated segments of `[A-Za-z0-9_.-]`, none starting with a dot. */
const KEY = '(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*';
const UPLOAD_PATH = new RegExp(`^\\/uploads\\/${KEY}$`);
const KEY_PATH = new RegExp(`^${KEY}$`);

/** Whether `value` is an https URL with a host (no credentials in it). */
export function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
}

/**
 * An image of the catalogue: a path the upload call returned (`/uploads/...`) or an https URL
 * typed into a form ("Add Image by URL", SPEC §5). Anything else (http, data:, javascript:) is
 * refused, so no image tag on the site can point at a script or a mixed-content address.
 */
export const imageUrlSchema = requiredTrimmedText(MAX_IMAGE_URL_LENGTH, URL_REQUIRED_MESSAGE).check(
  z.refine((value) => UPLOAD_PATH.test(value) || isHttpsUrl(value), {
    message: 'must be an uploaded image or an https:// URL',
  }),
);

/**
 * Whether `url` may be shown as a product image: a path our upload call returned
 * (`/uploads/...`), an upload linked at `uploadsUrl` (the server's S3_PUBLIC_URL: its bucket
 * or the CDN in front of it, and only under that address, not the whole host), or an https URL
 * on one of `hosts` (the server's IMAGE_HOSTS, lower case). Any other host is refused: a
 * product page must not load images (and tell their owner who looks at it) from wherever an
 * admin account, or whoever took it over, pointed it.
 */
export function isAllowedImageUrl(
  url: string,
  hosts: readonly string[],
  uploadsUrl?: string,
): boolean {
  if (UPLOAD_PATH.test(url) || (uploadsUrl && isLinkedUpload(url, uploadsUrl))) return true;
  return isHttpsUrl(url) && hosts.includes(new URL(url).hostname.toLowerCase());
}

/** `url` is `<uploadsUrl>/<key>`: an upload as a bucket or a CDN serves it. */
export function isLinkedUpload(url: string, uploadsUrl: string): boolean {
  const prefix = `${uploadsUrl.replace(/\/+$/, '')}/`;
  return url.startsWith(prefix) && isHttpsUrl(url) && KEY_PATH.test(url.slice(prefix.length));
}

/** Why an image URL is refused, given the allowed hosts. */
export function imageSourceMessage(hosts: readonly string[]): string {
  return hosts.length === 0
    ? 'must be an image uploaded to this store'
    : `must be an image uploaded to this store or an https:// URL on ${hosts.join(', ')}`;
}

export const imageVariantSchema = z.object({
  url: z.string(),
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/**
 * POST /api/file/upload (admin). `url` is what a form stores (the largest variant, at most
 * 1200 px wide); `variants` lists every stored width, largest first; `srcset` is ready for an
 * `<img srcset>`. The narrow copy always sits beside the large one as `<name>-400.webp`.
 */
export const uploadedImageSchema = z.object({
  url: z.string(),
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
  variants: z.array(imageVariantSchema),
  srcset: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const uploadImageReplySchema = successEnvelope(uploadedImageSchema);
export type UploadImageReply = z.infer<typeof uploadImageReplySchema>;

// Preview clips (issue 16): their limits, messages and reply.
export * from './clip.js';

/** The schemas of `apiRoutes.upload` (decision 0049), under the table's keys. */
export const uploadApi = {
  image: { multipart: true, reply: uploadImageReplySchema },
  clip: { multipart: true, reply: uploadClipReplySchema },
} as const satisfies SchemasFor<'upload'>;
