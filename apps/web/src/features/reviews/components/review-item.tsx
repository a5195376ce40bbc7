import type { Review } from '@store/contract/review';
import { BadgeCheck, ThumbsUp } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { ratingLabel, Stars } from '#web/components/ui/star-rating';
import { formatDate } from '#web/lib/date-time';

/**
 * One review. Its title and text are shown as text (React escapes them), never as HTML;
 * line breaks the shopper typed are kept.
 */
export function ReviewItem({
  review,
  signedIn,
  onHelpful,
  voting,
}: {
  review: Review;
  signedIn: boolean;
  onHelpful: (reviewId: string) => void;
  voting: boolean;
}) {
  const edited = review.updatedAt !== review.createdAt;
  const canVote = signedIn && !review.mine && !review.votedHelpful;
  return (
    <li className="py-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} className="text-base" />
        <span className="sr-only">{ratingLabel(review.rating)}</span>
        {review.title && (
          <h3 className="font-semibold break-words text-slate-900">{review.title}</h3>
        )}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="font-medium text-slate-800">{review.authorName}</span>
        {review.verifiedPurchase && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            Verified purchase
          </span>
        )}
        <span>
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          {edited && ' (edited)'}
        </span>
      </p>
      {review.text && (
        <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">
          {review.text}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-600">
        {canVote ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={voting}
            onClick={() => onHelpful(review._id)}
          >
            <ThumbsUp aria-hidden="true" className="size-4" />
            Helpful
            {review.helpfulCount > 0 && (
              <span className="sr-only">, {review.helpfulCount} so far</span>
            )}
          </Button>
        ) : review.votedHelpful ? (
          <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
            <ThumbsUp aria-hidden="true" className="size-4" />
            You found this helpful
          </span>
        ) : null}
        {review.helpfulCount > 0 && (
          <span aria-hidden={canVote ? true : undefined}>
            {review.helpfulCount === 1
              ? '1 person found this helpful'
              : `${review.helpfulCount} people found this helpful`}
          </span>
        )}
      </div>
    </li>
  );
}
