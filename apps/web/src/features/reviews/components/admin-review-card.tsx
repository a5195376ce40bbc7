import type { AdminReview } from '@store/contract/review';
import { productPath } from '@store/contract/slug';
import { Eye, EyeOff } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button';
import { ratingLabel, Stars } from '#web/components/ui/star-rating';
import { cn } from '#web/lib/cn';
import { formatDateTime } from '#web/lib/date-time';

/** One review as an admin moderates it: who wrote it, where, and Hide / Show. */
export function AdminReviewCard({
  review,
  busy,
  onToggle,
}: {
  review: AdminReview;
  busy: boolean;
  onToggle: (hidden: boolean) => void;
}) {
  const hidden = review.hiddenAt !== null;
  return (
    <li
      className={cn(
        'rounded-xl border bg-white p-4',
        hidden ? 'border-amber-300 bg-amber-50/40' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={productPath({ _id: review.productId, name: review.productName })}
            className="font-medium break-words text-brand-800 underline"
          >
            {review.productName}
          </Link>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <Stars value={review.rating} className="text-base" />
            <span className="sr-only">{ratingLabel(review.rating)}</span>
            {review.title && (
              <span className="font-semibold break-words text-slate-900">{review.title}</span>
            )}
          </div>
        </div>
        <Button
          variant={hidden ? 'secondary' : 'danger'}
          size="sm"
          disabled={busy}
          aria-label={`${hidden ? 'Show' : 'Hide'} the review by ${review.authorName} of ${review.productName}`}
          onClick={() => onToggle(!hidden)}
        >
          {hidden ? (
            <Eye aria-hidden="true" className="size-4" />
          ) : (
            <EyeOff aria-hidden="true" className="size-4" />
          )}
          {hidden ? 'Show' : 'Hide'}
        </Button>
      </div>
      {review.text && (
        <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">{review.text}</p>
      )}
      <p className="mt-3 text-xs break-words text-slate-600">
        {`${review.authorName} (${review.authorEmail}) · ${formatDateTime(review.createdAt)} · ${review.helpfulCount} helpful`}
      </p>
      {hidden && (
        <p className="mt-1 text-xs font-medium text-amber-900">
          {`Hidden${review.hiddenBy ? ` by ${review.hiddenBy}` : ''} on ${formatDateTime(review.hiddenAt!)}`}
        </p>
      )}
    </li>
  );
}
