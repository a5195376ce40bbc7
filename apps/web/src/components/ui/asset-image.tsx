import { useState } from 'react';
import { cn } from '../../lib/cn';

interface AssetImageProps {
  src: string | undefined;
  alt: string;
  className?: string;
}

/**
 * A catalogue image, loaded lazily; 'No Image' (SPEC §2) when there is none or it fails to load.
 * Fixed intrinsic size plus the caller's aspect ratio keeps the layout from shifting.
 */
export function AssetImage({ src, alt, className }: AssetImageProps) {
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
  return (
    <img
      src={src}
      alt={alt}
      width={300}
      height={300}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}
