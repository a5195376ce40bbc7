import * as z from 'zod/mini';
import { successEnvelope } from '../common/index.js';
import { formatFileSize, isLinkedUpload } from './index.js';

/*
 * Preview clips (issue 16 point 3): short muted MP4 or WebM videos an admin uploads for a
 * product's page and card. Checked on the server by their bytes (never the name or the
 * Content-Type), their size and the duration read from the container (decision 37).
 */

/** Multipart field names POST /api/file/upload-clip reads the clip from. */
export const CLIP_UPLOAD_FIELDS = ['clip', 'file'] as const;

/** Larger clips are refused (413) while they arrive. */
export const MAX_CLIP_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Longer clips are refused (400): a preview, not the product. */
export const MAX_CLIP_SECONDS = 30;

/** The containers a clip may be in, as their MIME types (every current browser plays both). */
export const CLIP_MIME_TYPES = ['video/mp4', 'video/webm'] as const;
export type ClipMimeType = (typeof CLIP_MIME_TYPES)[number];

/** What the browser's file picker offers (the server still checks the bytes). */
export const CLIP_ACCEPT = 'video/mp4,video/webm,.mp4,.webm';

/** Where uploaded clips are stored: `clips/<first 32 hex of the sha256 of the bytes>.<mp4|webm>`. */
export const CLIP_FOLDER = 'clips';

export function clipTooLargeMessage(maxBytes: number = MAX_CLIP_UPLOAD_BYTES): string {
  return `The clip must be at most ${formatFileSize(maxBytes)}.`;
}
export const CLIP_TOO_LONG_MESSAGE = `The clip must be at most ${MAX_CLIP_SECONDS} seconds long.`;
export const CLIP_NOT_VIDEO_MESSAGE = 'The clip must be an MP4 or WebM video.';
export const CLIP_UNREADABLE_MESSAGE =
  'The clip could not be read (its length is missing or the file is damaged). Please export it again as MP4 or WebM.';
export const NO_CLIP_FILE_MESSAGE =
  'Please choose a clip to upload (a multipart form with the file in the field "clip").';

const CLIP_KEY = new RegExp(`^${CLIP_FOLDER}\\/[a-f0-9]{32}\\.(?:mp4|webm)$`);

/**
 * Whether `url` is a clip this store's upload call returned: `/uploads/clips/<hash>.<ext>`,
 * or the same key under `uploadsUrl` (S3_PUBLIC_URL). A clip from any other address is
 * refused: a product page plays only what was checked on upload.
 */
export function isUploadedClipUrl(url: string, uploadsUrl?: string): boolean {
  if (url.startsWith('/uploads/')) return CLIP_KEY.test(url.slice('/uploads/'.length));
  if (!uploadsUrl || !isLinkedUpload(url, uploadsUrl)) return false;
  return CLIP_KEY.test(url.slice(`${uploadsUrl.replace(/\/+$/, '')}/`.length));
}

/** POST /api/file/upload-clip (admin): where the clip is, its type and its length. */
export const uploadedClipSchema = z.object({
  url: z.string(),
  mimeType: z.enum(CLIP_MIME_TYPES),
  durationSec: z.number(),
  sizeBytes: z.number().check(z.int(), z.nonnegative()),
});
export type UploadedClip = z.infer<typeof uploadedClipSchema>;

export const uploadClipReplySchema = successEnvelope(uploadedClipSchema);
export type UploadClipReply = z.infer<typeof uploadClipReplySchema>;
