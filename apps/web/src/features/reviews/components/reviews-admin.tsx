import { ADMIN_REVIEW_PAGE_SIZE, ADMIN_REVIEW_STATUSES } from '@store/contract/review';
import { MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import { selectClasses } from '#web/components/ui/field';
import { EmptyState, LoadError } from '#web/components/ui/list-states';
import { PageTitle } from '#web/components/ui/page';
import { Pager } from '#web/components/ui/pager';
import { SearchBox } from '#web/components/ui/search-box';
import { useClampPage, usePagedSearch } from '#web/lib/use-paged-search';
import { useAdminReviews, useHideReview } from '../api/admin-reviews';
import { AdminReviewCard } from './admin-review-card';

type Status = (typeof ADMIN_REVIEW_STATUSES)[number];
const STATUS_LABELS: Record<Status, string> = {
  all: 'All reviews',
  visible: 'Visible',
  hidden: 'Hidden',
};

/**
 * Issue 16: reviews for moderation, newest first. Hiding keeps a review (with who hid it and
 * when) and takes it out of every list, average and count; Show brings it back.
 */
export function ReviewsAdmin() {
  const { text, setText, search, page, setPage } = usePagedSearch(1);
  const [status, setStatus] = useState<Status>('all');
  const statusId = useId();
  const reviews = useAdminReviews({ page, search, status, limit: ADMIN_REVIEW_PAGE_SIZE });
  const totalPages = reviews.data?.totalPage;
  useClampPage(page, 1, totalPages, setPage);
  const toggle = useHideReview();
  const total = Math.max(totalPages ?? 1, 1);

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <PageTitle>{reviews.data ? `Reviews (${reviews.data.totalCount})` : 'Reviews'}</PageTitle>
        <SearchBox
          label="Search reviews"
          placeholder="Product, title or text..."
          value={text}
          onChange={setText}
        />
      </div>
      <div className="mt-4 flex items-center gap-2 sm:max-w-xs">
        <label htmlFor={statusId} className="text-sm font-medium text-slate-800">
          Show
        </label>
        <select
          id={statusId}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as Status);
            setPage(1);
          }}
          className={`${selectClasses} h-9`}
        >
          {ADMIN_REVIEW_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>

      <div className="mt-6">
        {reviews.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading reviews…
          </p>
        ) : reviews.isError ? (
          <LoadError message={reviews.error.message} onRetry={() => void reviews.refetch()} />
        ) : reviews.data.data.length === 0 ? (
          <EmptyState icon={MessageSquareText}>
            {search ? `No reviews match “${search}”.` : 'No reviews here yet.'}
          </EmptyState>
        ) : (
          <ul aria-label="Reviews" className="space-y-3">
            {reviews.data.data.map((review) => (
              <AdminReviewCard
                key={review._id}
                review={review}
                busy={toggle.isPending && toggle.variables?.reviewId === review._id}
                onToggle={(hidden) => toggle.mutate({ reviewId: review._id, hidden })}
              />
            ))}
          </ul>
        )}
      </div>
      {reviews.data && reviews.data.totalPage > 1 && (
        <Pager
          label={`${page}/${total}`}
          previousDisabled={page <= 1}
          nextDisabled={page >= total}
          onPrevious={() => setPage(page - 1)}
          onNext={() => setPage(page + 1)}
        />
      )}
    </>
  );
}
