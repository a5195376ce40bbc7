/**
 * Which file of an uploaded image a page shows. Uploaded catalogue and product images are
 * stored with a 400 px sibling (`<name>-400.webp`); pages offer both in `srcset`. The server
 * writes the same `srcset` and `sizes` into a page's `<link rel="preload">` for its largest
 * image, so the browser fetches at once exactly the file the `<img>` will ask for.
 */
export const THUMB_WIDTH = 400;
const RESPONSIVE_KEY = /^(?:products|catalogue)\/.+(?<!-400)\.webp$/;

/** The rendered width of an image (CSS `sizes`), by where it is shown. */
export const IMAGE_SIZES = {
  /** A product card: small, so the 400 px file is picked. */
  card: '(min-width: 640px) 200px, 45vw',
  /** The product page's main image. */
  productMain: '(min-width: 1024px) 600px, 100vw',
} as const;

/**
 * The storage key of an upload: after `/uploads/`, or after the address uploads are linked
 * at when they live in a bucket behind a CDN (S3_PUBLIC_URL).
 */
function uploadKey(src: string, uploadsUrl: string): string | undefined {
  if (src.startsWith('/uploads/')) return src.slice('/uploads/'.length);
  if (uploadsUrl && src.startsWith(`${uploadsUrl}/`)) return src.slice(uploadsUrl.length + 1);
  return undefined;
}

/**
 * `srcset` for an image that has a 400 px sibling, or undefined. The large file's width is
 * not known here, so it is described as 800w (the seeded size; uploads are at most 1200).
 */
export function thumbSrcSet(src: string, uploadsUrl: string): string | undefined {
  const key = uploadKey(src, uploadsUrl);
  if (key === undefined || !RESPONSIVE_KEY.test(key)) return undefined;
  const thumb = src.replace(/\.webp$/, `-${THUMB_WIDTH}.webp`);
  return `${thumb} ${THUMB_WIDTH}w, ${src} 800w`;
}

/**
 * The narrow copy of an image this store stored (uploads and the demo seed both keep
 * `<name>-400.webp` beside `<name>.webp`), for a small picture such as a thumbnail; undefined
 * for an https URL or a file that is already the narrow copy.
 */
export function thumbnailUrl(url: string): string | undefined {
  if (
    !url.startsWith('/uploads/') ||
    !url.endsWith('.webp') ||
    url.endsWith(`-${THUMB_WIDTH}.webp`)
  ) {
    return undefined;
  }
  return `${url.slice(0, -'.webp'.length)}-${THUMB_WIDTH}.webp`;
}
