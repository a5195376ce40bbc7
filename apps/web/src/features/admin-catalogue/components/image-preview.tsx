import { AssetImage } from '#web/components/ui/asset-image';
import { cn } from '#web/lib/cn';

/** The chosen image in a form, or a dashed box saying none is chosen yet. */
export function ImagePreview({
  src,
  alt,
  className,
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  if (!src) {
    return (
      <div
        className={cn(
          'flex items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 text-xs text-slate-500',
          className,
        )}
      >
        No image
      </div>
    );
  }
  return <AssetImage src={src} alt={alt} className={cn('rounded-lg object-contain', className)} />;
}
