import { thumbSrcSet as contractThumbSrcSet, IMAGE_SIZES } from '@store/contract/images';
import { useState } from 'react';
import { env } from '#web/config/env';
import { cn } from '#web/lib/cn';

/** `srcset` for an upload with a 400 px sibling (the rule the server's preloads follow too). */
export function thumbSrcSet(src: string, uploadsUrl = env.uploadsUrl): string | undefined {
  return contractThumbSrcSet(src, uploadsUrl);
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
  sizes = IMAGE_SIZES.card,
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
