import type { SurveyAnswer } from '@store/contract/survey';
import { ChevronLeft, ChevronRight, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { LoadError } from '#web/components/ui/list-states';
import { Modal } from '#web/components/ui/modal';
import { Skeleton } from '#web/components/ui/skeleton';
import { formatDateTime } from '#web/lib/date-time';
import { useSurveyAnswers } from '../api/get-survey-answers';

interface SurveyAnswersDialogProps {
  /** The product whose answers are shown; null keeps the dialog closed. */
  product: { _id: string; name: string } | null;
  onClose: () => void;
}

/** Issue #6: a product's survey answers in a popup, newest first, paged on the server. */
export function SurveyAnswersDialog({ product, onClose }: SurveyAnswersDialogProps) {
  return (
    <Modal
      open={product !== null}
      onClose={onClose}
      title={`Survey answers: ${product?.name ?? ''}`}
      className="max-w-2xl"
    >
      {/* Mounted only while open: each opening starts on page 1. */}
      {product && <AnswerPages productId={product._id} />}
    </Modal>
  );
}

function AnswerPages({ productId }: { productId: string }) {
  const [page, setPage] = useState(1);
  const answers = useSurveyAnswers({ productId, page });

  if (answers.isPending) {
    return (
      <div role="status" aria-busy="true" className="space-y-3">
        <span className="sr-only">Loading answers…</span>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (answers.isError) {
    return (
      <LoadError
        message={answers.error.message}
        onRetry={() => void answers.refetch()}
        className="rounded-lg py-3"
      />
    );
  }

  const { data, totalCount, totalPage } = answers.data;
  if (totalCount === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
        <MessageSquareText aria-hidden="true" className="size-8 text-slate-400" />
        <p className="mt-3 text-sm text-slate-600">No answers yet</p>
      </div>
    );
  }

  const total = Math.max(totalPage, 1);
  return (
    <div>
      <p className="text-sm text-slate-600">
        {totalCount === 1 ? '1 answer' : `${totalCount} answers`}, newest first
      </p>
      <ol
        aria-label="Answers"
        aria-busy={answers.isPlaceholderData}
        className="mt-3 space-y-3 aria-busy:opacity-60"
      >
        {data.map((answer) => (
          <li key={answer._id}>
            <AnswerCard answer={answer} />
          </li>
        ))}
      </ol>
      <nav aria-label="Answer pages" className="mt-4 flex items-center justify-between gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <p aria-live="polite" className="text-sm font-medium text-slate-700">
          <span className="sr-only">Page </span>
          {page}/{total}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= total || answers.isPlaceholderData}
          onClick={() => setPage(page + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </nav>
    </div>
  );
}

/** One set of answers, as plain text (React escapes it; never HTML). */
function AnswerCard({ answer }: { answer: SurveyAnswer }) {
  const who = answer.user ? answer.user.name || answer.user.email : 'Guest';
  return (
    <article aria-label={`Answer from ${who}`} className="rounded-lg border border-slate-200 p-3">
      <header className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
        <p className="min-w-0 text-sm font-medium break-words text-slate-900">
          {answer.user ? (
            <>
              {answer.user.name || 'Signed-in user'}{' '}
              <span className="font-normal break-all text-slate-600">({answer.user.email})</span>
            </>
          ) : (
            'Guest'
          )}
        </p>
        <time dateTime={answer.createdAt} className="shrink-0 text-xs text-slate-500">
          {formatDateTime(answer.createdAt)}
        </time>
      </header>
      {answer.responses.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">Closed without answering.</p>
      ) : (
        <dl className="mt-2 space-y-2">
          {answer.responses.map((response, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: answers are a fixed, ordered record
            <div key={index}>
              <dt className="text-xs font-medium text-slate-600">{response.question}</dt>
              <dd className="text-sm break-words whitespace-pre-line text-slate-900">
                {response.answer || '—'}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
