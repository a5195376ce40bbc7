import {
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  type Review,
  saveReviewRequestSchema,
} from '@store/contract/review';
import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Field, TextareaField, useFocusFirstInvalid } from '#web/components/ui/field';
import { cn } from '#web/lib/cn';
import { fieldErrors, hasErrors } from '#web/lib/form';
import { useSaveReview } from '../api/review-mutations';

const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;
const LABELS = { rating: 'Rating', title: 'Title', text: 'Review' } as const;
export const RATING_REQUIRED = 'Choose a rating from 1 to 5 stars.';

/**
 * Write or edit the shopper's review. The stars are a radio group: Tab reaches it, the arrow
 * keys choose, and each star is named ("4 stars") for a screen reader.
 */
export function ReviewForm({
  productId,
  existing,
  onDone,
}: {
  productId: string;
  existing: Review | null;
  onDone: () => void;
}) {
  const [rating, setRating] = useState<number | undefined>(existing?.rating);
  const [hover, setHover] = useState<number | undefined>();
  const [title, setTitle] = useState(existing?.title ?? '');
  const [text, setText] = useState(existing?.text ?? '');
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveReview(productId);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const name = useId();
  const ratingErrorId = `${name}-rating-error`;

  const values = { productId, rating, title, text };
  const errors = fieldErrors(saveReviewRequestSchema, values, LABELS);
  if (rating === undefined) errors.rating = RATING_REQUIRED;
  const shown = submitted ? errors : {};
  const lit = hover ?? rating ?? 0;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors)) return focusFirstInvalid();
    save.mutate({ productId, rating: rating as number, title, text }, { onSuccess: onDone });
  }

  return (
    <form
      ref={ref}
      noValidate
      onSubmit={onSubmit}
      aria-label={existing ? 'Edit your review' : 'Write a review'}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <fieldset
        aria-describedby={shown.rating ? ratingErrorId : undefined}
        onMouseLeave={() => setHover(undefined)}
      >
        <legend className="text-sm font-medium text-slate-800">Your rating</legend>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <div className="flex">
            {[1, 2, 3, 4, 5].map((value) => (
              <label
                key={value}
                onMouseEnter={() => setHover(value)}
                className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
              >
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  aria-invalid={shown.rating ? true : undefined}
                  className="sr-only"
                />
                <Star
                  aria-hidden="true"
                  className={cn(
                    'size-8 transition-colors',
                    value <= lit
                      ? 'fill-amber-500 text-amber-500'
                      : 'fill-slate-200 text-slate-400',
                  )}
                />
                <span className="sr-only">{value === 1 ? '1 star' : `${value} stars`}</span>
              </label>
            ))}
          </div>
          <span aria-hidden="true" className="min-w-20 text-sm text-slate-700">
            {lit ? RATING_WORDS[lit] : ''}
          </span>
        </div>
        {shown.rating && (
          <p id={ratingErrorId} className="mt-1 text-sm text-red-600">
            {shown.rating}
          </p>
        )}
      </fieldset>
      <Field
        label="Title (optional)"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={shown.title}
        hint={`Up to ${REVIEW_TITLE_MAX} characters.`}
      />
      <TextareaField
        label="Your review (optional)"
        value={text}
        rows={5}
        onChange={(event) => setText(event.target.value)}
        error={shown.text}
        hint={`What did you make with it? Did it work in your software? Up to ${REVIEW_TEXT_MAX.toLocaleString('en-IN')} characters.`}
      />
      {save.error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {save.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : existing ? 'Save changes' : 'Post review'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
