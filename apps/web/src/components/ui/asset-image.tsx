import { useState } from 'react';
import { env } from '../../config/env';
import { cn } from '../../lib/cn';

/** Uploaded catalogue and product images are stored with a 400 px sibling (`<name>-400.webp`). */
const THUMB_WIDTH = 400;
const RESPONSIVE_KEY = /^(?:products|catalogue)\/.+(?<!-400)\.webp$/;

/**
 * The storage key of an upload: after `/uploads/`, or after the address uploads are linked
 * at when they live in a bucket behind a CDN (S3_PUBLIC_URL, from the store's settings).
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
export function thumbSrcSet(src: string, uploadsUrl = env.uploadsUrl): string | undefined {
  const key = uploadKey(src, uploadsUrl);
  if (key === undefined || !RESPONSIVE_KEY.test(key)) return undefined;
  const thumb = src.replace(/\.webp$/, `-${THUMB_WIDTH}.webp`);
  return `${thumb} ${THUMB_WIDTH}w, ${src} 800w`;
}

interface AssetImageProps {
  src: string | undefined;
  alt: string;
  className?: string;
  /** The rendered width for `srcset` (CSS `sizes`); cards are small, so 400 px is picked. */
  sizes?: string;
  /** Above the fold (the product page's main image): load at once, not lazily. */
  eager?: boolean;
  /** Intrinsic size; the caller's aspect ratio class decides the shape. */
  width?: number;
  height?: number;
}

/**
 * A catalogue image, loaded lazily; 'No Image' (SPEC §2) when there is none or it fails to load.
 * Fixed intrinsic size plus the caller's aspect ratio keeps the layout from shifting.
 */
export function AssetImage({
  src,
  alt,
  className,
  sizes = '(min-width: 640px) 200px, 45vw',
  eager = false,
  width = 300,
  height = 300,
}: AssetImageProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!src || failedSrc === src) {
    return (
      <div
        className={cn(
          'flex items-center justify-center bg-slate-100 text-xs font-medium text-slate-500',
          className,
        )}
      >
        No Image
      </div>
    );
  }
  const srcSet = thumbSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}
