import { ReviewsAdmin } from '#web/features/reviews/components/reviews-admin';

/**
 * Issue 16: reviews for moderation, newest first. Hiding keeps a review (with who hid it and
 * when) and takes it out of every list, average and count; Show brings it back.
 */
export default function AdminReviewsPage() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6">
      <ReviewsAdmin />
    </div>
  );
}
