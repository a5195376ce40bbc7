import type { ReviewSort, ReviewSummary } from '@store/contract/review';
import { MessageSquareText, PenLine } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '#web/components/ui/button';
import { selectClasses } from '#web/components/ui/field';
import { LoadError } from '#web/components/ui/list-states';
import { formatRating, ratingLabel, reviewCountText, Stars } from '#web/components/ui/star-rating';
import { paths } from '#web/config/paths';
import { toastError } from '#web/lib/toast-error';
import { useMyReview } from '../api/get-my-review';
import { useReviews } from '../api/get-reviews';
import { useHelpfulVote } from '../api/review-mutations';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

const SORT_LABELS: Record<ReviewSort, string> = { newest: 'Newest', helpful: 'Most helpful' };

/** The reviews section's body: summary, the shopper's own review, the sorted list. */
export function ReviewsPanel({ productId, signedIn }: { productId: string; signedIn: boolean }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const reviews = useReviews(productId, sort);
  const vote = useHelpfulVote(productId);
  const mine = useMyReview(productId, signedIn);
  const [editing, setEditing] = useState(false);
  const sortId = useId();

  if (reviews.isPending) {
    return (
      <p role="status" className="mt-4 text-sm text-slate-600">
        Loading reviews…
      </p>
    );
  }
  if (reviews.isError) {
    return (
      <LoadError
        className="mt-4"
        message={reviews.error.message}
        onRetry={() => reviews.refetch()}
      />
    );
  }
  const pages = reviews.data.pages;
  const summary = pages[0]!.summary;
  const items = pages.flatMap((page) => page.data);

  return (
    <div className="mt-4 grid gap-8 md:grid-cols-[16rem_1fr]">
      <div className="space-y-5">
        <SummaryBlock summary={summary} />
        {!editing && (
          <OwnReview
            mine={mine}
            signedIn={signedIn}
            rated={summary.ratingCount > 0}
            onEdit={() => setEditing(true)}
          />
        )}
      </div>
      <div className="min-w-0">
        {editing && mine.data && (
          <div className="mb-6">
            <ReviewForm
              productId={productId}
              existing={mine.data.review}
              onDone={() => setEditing(false)}
            />
          </div>
        )}
        {items.length === 0 ? (
          !editing && (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
              <MessageSquareText aria-hidden="true" className="size-8 text-slate-400" />
              <p className="mt-3 text-sm text-slate-600">
                No reviews yet. Buyers of this product can be the first to review it.
              </p>
            </div>
          )
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600">
                {`Showing ${items.length} of ${reviewCountText(summary.ratingCount)}`}
              </p>
              <div className="flex items-center gap-2">
                <label
                  htmlFor={sortId}
                  className="text-sm font-medium whitespace-nowrap text-slate-800"
                >
                  Sort by
                </label>
                <select
                  id={sortId}
                  value={sort}
                  onChange={(event) => setSort(event.target.value as ReviewSort)}
                  // Classes join, not merge: the width is the wrapper's, not w-full's.
                  className={`${selectClasses} h-9 min-w-36`}
                >
                  {(Object.keys(SORT_LABELS) as ReviewSort[]).map((value) => (
                    <option key={value} value={value}>
                      {SORT_LABELS[value]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <ul aria-label="Reviews" className="mt-2 divide-y divide-slate-200">
              {items.map((review) => (
                <ReviewItem
                  key={review._id}
                  review={review}
                  signedIn={signedIn}
                  voting={vote.isPending}
                  onHelpful={(reviewId) => vote.mutate(reviewId, { onError: toastError })}
                />
              ))}
            </ul>
            {reviews.hasNextPage && (
              <Button
                variant="secondary"
                className="mt-2 w-full sm:w-auto"
                disabled={reviews.isFetchingNextPage}
                onClick={() => reviews.fetchNextPage()}
              >
                {reviews.isFetchingNextPage ? 'Loading…' : 'Show more reviews'}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** The average, the count and one bar per star (five stars first). */
function SummaryBlock({ summary }: { summary: ReviewSummary }) {
  const { ratingAverage, ratingCount, distribution } = summary;
  if (ratingAverage === null || ratingCount === 0) {
    return <p className="text-sm text-slate-600">Not rated yet.</p>;
  }
  return (
    <div>
      <p className="flex items-end gap-2">
        <span aria-hidden="true" className="text-4xl font-semibold text-slate-900">
          {formatRating(ratingAverage)}
        </span>
        <span aria-hidden="true" className="pb-1 text-sm text-slate-600">
          out of 5
        </span>
        <span className="sr-only">{ratingLabel(ratingAverage)}</span>
      </p>
      <div className="mt-1 flex items-center gap-2 text-sm text-slate-700">
        <Stars value={ratingAverage} className="text-lg" />
        {reviewCountText(ratingCount)}
      </div>
      <ul aria-label="How many reviews gave each rating" className="mt-4 space-y-1.5">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = distribution[stars - 1] ?? 0;
          const percent = ratingCount ? Math.round((count / ratingCount) * 100) : 0;
          return (
            <li
              key={stars}
              className="grid grid-cols-[3.25rem_1fr_2rem] items-center gap-2 text-sm"
            >
              <span className="text-slate-700">{stars === 1 ? '1 star' : `${stars} stars`}</span>
              <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-200">
                <span
                  className="block h-full rounded-full bg-amber-500"
                  style={{ width: `${percent}%` }}
                />
              </span>
              <span className="text-right text-slate-700">
                <span className="sr-only">: </span>
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** "Write a review" / "Edit your review" for an entitled shopper; why not for others. */
function OwnReview({
  mine,
  signedIn,
  rated,
  onEdit,
}: {
  mine: ReturnType<typeof useMyReview>;
  signedIn: boolean;
  rated: boolean;
  onEdit: () => void;
}) {
  if (!signedIn) {
    return (
      <p className="text-sm text-slate-700">
        Bought this product?{' '}
        <Link to={paths.login} className="font-medium text-brand-800 underline">
          Log in to review it
        </Link>
        .
      </p>
    );
  }
  if (mine.isPending) return null;
  if (mine.isError) {
    return <LoadError message={mine.error.message} onRetry={() => mine.refetch()} />;
  }
  const { canReview, reason, review } = mine.data;
  if (!canReview) return <p className="text-sm text-slate-600">{reason}</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        {review
          ? 'Thanks for your review. Changed your mind? You can edit it.'
          : rated
            ? 'You bought this: tell other editors what you think.'
            : 'You bought this: be the first to review it.'}
      </p>
      <button
        type="button"
        onClick={onEdit}
        className={buttonClasses({ variant: review ? 'secondary' : 'primary' })}
      >
        <PenLine aria-hidden="true" className="size-4" />
        {review ? 'Edit your review' : 'Write a review'}
      </button>
    </div>
  );
}
