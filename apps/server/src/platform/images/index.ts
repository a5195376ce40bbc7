import { createHash } from 'node:crypto';
import { imageTooLargeMessage } from '@store/contract/upload';
import type { Metadata, OutputInfo, default as Sharp } from 'sharp';
import { BadRequestError, PayloadTooLargeError } from '#server/lib/errors.js';

/**
 * Uploaded images (DESIGN §4): the content is checked by decoding, never by the file name or
 * the declared type; only JPEG, PNG and WebP are accepted (SVG can carry script, and is refused
 * before any parser sees it); the image is turned upright per its EXIF orientation, every bit
 * of metadata (EXIF, GPS, XMP, ICC) is dropped, and each variant is re-encoded as WebP.
 * Used for avatars now and for catalogue images (srcset variants) later.
 */

let sharpLoaded: Promise<typeof Sharp> | null = null;

/**
 * sharp, loaded on the first image instead of at start: libvips adds ~26 MB resident, which a
 * store that is only serving pages never needs (DESIGN §8: under 200 MB). Its operation cache
 * (up to 50 MB) is off: each image is decoded once, so it would only hold memory.
 */
export function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

export type ImageFit = 'cover' | 'contain' | 'fill' | 'inside' | 'outside';

export interface ImageVariantSpec {
  width: number;
  /** Leave out to keep the aspect ratio. */
  height?: number;
  fit: ImageFit;
  /** Added to the stored name (e.g. '-640w'); '' for a single variant. */
  suffix: string;
  /** Scale up an image smaller than the box (default false: small images stay small). */
  enlarge?: boolean;
  /** WebP quality, 1–100 (default 82). */
  quality?: number;
}

export interface ProcessImageOptions {
  /** Larger inputs are refused with 413 before decoding. */
  maxBytes: number;
  variants: ImageVariantSpec[];
  /** Larger pictures are refused before decoding (default 40 megapixels). */
  maxPixels?: number;
}

export type AcceptedImageFormat = 'jpeg' | 'png' | 'webp';

export interface ProcessedVariant {
  suffix: string;
  width: number;
  height: number;
  buffer: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
  /** Hex SHA-256 of the output (first 32 characters): content-addressed storage keys. */
  hash: string;
}

export interface ProcessedImage {
  /** What the upload really was, by its content. */
  sourceFormat: AcceptedImageFormat;
  sourceWidth: number;
  sourceHeight: number;
  variants: ProcessedVariant[];
}

/** The largest upload the server reads at all (multipart limit); callers may allow less. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_PIXELS = 40_000_000;
export const UNSUPPORTED_IMAGE_MESSAGE = 'Please upload a JPEG, PNG or WebP image.';

/** 400: not an image, not one of the accepted formats, corrupt, animated or huge. */
export class UnsupportedImageError extends BadRequestError {
  constructor(message = UNSUPPORTED_IMAGE_MESSAGE) {
    super(message);
  }
}

/** 413: more bytes than allowed. */
export class ImageTooLargeError extends PayloadTooLargeError {
  constructor(maxBytes: number) {
    super(imageTooLargeMessage(maxBytes));
  }
}

/** The format by its first bytes, or undefined for anything else (SVG, GIF, HEIC, text…). */
export function sniffImageFormat(buffer: Buffer): AcceptedImageFormat | undefined {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) {
    return 'jpeg';
  }
  if (
    buffer.length >= 8 &&
    buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    buffer.length >= 12 &&
    buffer.toString('latin1', 0, 4) === 'RIFF' &&
    buffer.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

export async function processImage(
  input: Buffer,
  options: ProcessImageOptions,
): Promise<ProcessedImage> {
  if (input.length > options.maxBytes) throw new ImageTooLargeError(options.maxBytes);
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS;

  // The magic bytes decide which decoder may run at all: an SVG or anything else never reaches
  // librsvg or another parser, whatever it is called.
  const sniffed = sniffImageFormat(input);
  if (!sniffed) throw new UnsupportedImageError();

  const decodeOptions = {
    limitInputPixels: maxPixels,
    // Refuse cut-off files; tolerate the harmless warnings phone cameras often produce.
    failOn: 'truncated' as const,
  };
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: the size check below says why.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedImageError();
  }
  if (metadata.format !== sniffed || !metadata.width || !metadata.height) {
    throw new UnsupportedImageError();
  }
  if ((metadata.pages ?? 1) > 1) {
    throw new UnsupportedImageError(
      'Animated images are not supported. Please upload a still JPEG, PNG or WebP image.',
    );
  }
  if (metadata.width * metadata.height > maxPixels) {
    throw new UnsupportedImageError(
      `The image is too large: at most ${Math.floor(maxPixels / 1_000_000)} megapixels, please.`,
    );
  }

  const variants: ProcessedVariant[] = [];
  for (const spec of options.variants) {
    let output: { data: Buffer; info: OutputInfo };
    try {
      output = await sharp(input, decodeOptions)
        .autoOrient()
        .resize({
          width: spec.width,
          ...(spec.height ? { height: spec.height } : {}),
          fit: spec.fit,
          withoutEnlargement: !spec.enlarge,
        })
        // sharp writes no metadata unless asked (keepMetadata/withMetadata): none is kept.
        .webp({ quality: spec.quality ?? 82 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw new UnsupportedImageError();
    }
    variants.push({
      suffix: spec.suffix,
      width: output.info.width,
      height: output.info.height,
      buffer: output.data,
      contentType: 'image/webp',
      extension: 'webp',
      hash: createHash('sha256').update(output.data).digest('hex').slice(0, 32),
    });
  }
  return {
    sourceFormat: sniffed,
    sourceWidth: metadata.width,
    sourceHeight: metadata.height,
    variants,
  };
}
