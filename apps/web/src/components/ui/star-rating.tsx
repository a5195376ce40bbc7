import { Star } from 'lucide-react';
import { cn } from '#web/lib/cn';

/** "4.5" — an average as the store writes it, one decimal always. */
export function formatRating(average: number): string {
  return average.toFixed(1);
}

/** "1 review", "12 reviews" */
export function reviewCountText(count: number): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'review' : 'reviews'}`;
}

/** What a screen reader hears for a rating: "Rated 4.5 out of 5". */
export function ratingLabel(average: number): string {
  return `Rated ${formatRating(average)} out of 5`;
}

/**
 * Five stars filled to `value` (halves and tenths shown as a partial fill). Decorative: the
 * caller says the number in words (ratingLabel), so the stars themselves are hidden.
 */
export function Stars({ value, className }: { value: number; className?: string }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span aria-hidden="true" className={cn('relative inline-flex shrink-0', className)}>
      <span className="flex text-slate-300">
        {[0, 1, 2, 3, 4].map((i) => (
          <Star key={i} className="size-[1em] fill-current" />
        ))}
      </span>
      <span
        className="absolute inset-0 flex overflow-hidden text-amber-500"
        style={{ width: `${percent}%` }}
      >
        {[0, 1, 2, 3, 4].map((i) => (
          <Star key={i} className="size-[1em] shrink-0 fill-current" />
        ))}
      </span>
    </span>
  );
}

/**
 * A product's average and count, small: stars, "4.5" and "(12)". Read as "Rated 4.5 out of
 * 5, 12 reviews". Shows nothing for an unrated product.
 */
export function RatingSummary({
  average,
  count,
  className,
}: {
  average: number | undefined;
  count: number | undefined;
  className?: string;
}) {
  if (!count || average === undefined) return null;
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs text-slate-700', className)}>
      <Stars value={average} />
      <span aria-hidden="true">
        <span className="font-semibold text-slate-900">{formatRating(average)}</span> ({count})
      </span>
      <span className="sr-only">{`${ratingLabel(average)}, ${reviewCountText(count)}`}</span>
    </span>
  );
}
