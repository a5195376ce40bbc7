import { SURVEY_LIMITS } from '@store/contract/survey';
import { Plus } from 'lucide-react';
import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { LoadError } from '#web/components/ui/list-states';
import { Skeleton } from '#web/components/ui/skeleton';
import { type ProductSurveyForm, useSurveyForm } from '../api/get-survey-form';
import { useUpdateSurveyForm } from '../api/update-survey-form';
import { QuestionEditor } from './question-editor';
import {
  type DraftQuestion,
  draftOf,
  hasProblems,
  newKey,
  type Problems,
  problemsOf,
  requestOf,
} from './survey-draft';

/**
 * Issue #6: the product's feedback questions in its Edit popup. Loads the form the product
 * shows now (its own, or the default one) and edits it; the popup's one button, Update
 * Product, saves it with the product (issue 15). Saving no questions brings back the default
 * form.
 */
export interface SurveyEditorHandle {
  /**
   * Whether the questions can be saved (unchanged ones always can); when not, the problems
   * are shown and the first takes the keyboard. Update Product asks before saving anything,
   * so the product is not saved while its survey is wrong.
   */
  validate(): boolean;
  /**
   * Saves the survey if it has unsaved changes. False when they could not be saved: the
   * problems or the server's refusal are shown.
   */
  saveIfChanged(): Promise<boolean>;
}

export function SurveyEditor({
  productId,
  ref,
}: {
  productId: string;
  ref?: Ref<SurveyEditorHandle>;
}) {
  const form = useSurveyForm(productId);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={form.isPending}
      className="mt-6 border-t border-slate-200 pt-5"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Feedback survey
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        The questions shoppers are asked about this product. Update Product saves them with the
        product.
      </p>
      {form.isPending ? (
        <div className="mt-4 space-y-3">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-2/3" />
        </div>
      ) : form.isError ? (
        <LoadError
          message={form.error.message}
          onRetry={() => void form.refetch()}
          className="mt-4 rounded-lg py-3"
        />
      ) : (
        <SurveyDraftEditor productId={productId} saved={form.data} handle={ref} />
      )}
    </section>
  );
}

function SurveyDraftEditor({
  productId,
  saved,
  handle,
}: {
  productId: string;
  saved: ProductSurveyForm;
  handle: Ref<SurveyEditorHandle> | undefined;
}) {
  const [draft, setDraft] = useState(() => draftOf(saved.questions));
  const [submitted, setSubmitted] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  // The input to focus once it is on screen (a question or option just added).
  const focusNext = useRef<number | null>(null);
  const update = useUpdateSurveyForm({
    onSuccess: (form) => {
      // Start again from what the server kept (trimmed, or the default form).
      setDraft(draftOf(form.questions));
      setSubmitted(false);
    },
  });

  const problems = problemsOf(productId, draft);
  const shown = submitted ? problems : { questions: {} as Problems['questions'] };
  const request = requestOf(draft);
  const changed = JSON.stringify(request) !== JSON.stringify(saved.questions);

  // A question or option just added takes the keyboard, so it can be typed at once. After
  // every render: the new input is on screen once the render that adds it has committed.
  useEffect(() => {
    const key = focusNext.current;
    if (key === null) return;
    const input = containerRef.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]`);
    if (input) {
      focusNext.current = null;
      input.focus();
    }
  });

  const edit = (key: number, change: (question: DraftQuestion) => DraftQuestion) => {
    update.reset();
    setDraft((current) => current.map((q) => (q.key === key ? change(q) : q)));
  };

  function addQuestion() {
    const key = newKey();
    focusNext.current = key;
    update.reset();
    setDraft((current) => [...current, { key, question: '', type: 'text', options: [] }]);
  }

  function removeQuestion(key: number) {
    update.reset();
    setDraft((current) => current.filter((q) => q.key !== key));
  }

  function addOption(questionKey: number) {
    const key = newKey();
    focusNext.current = key;
    edit(questionKey, (q) => ({ ...q, options: [...q.options, { key, value: '' }] }));
  }

  /** False when the draft has problems: they are shown and the first one takes the keyboard. */
  function checkDraft(): boolean {
    setSubmitted(true);
    if (!hasProblems(problems)) return true;
    requestAnimationFrame(() => {
      containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
    return false;
  }

  useImperativeHandle(handle, () => ({
    validate() {
      return !changed || checkDraft();
    },
    async saveIfChanged() {
      if (!changed) return true;
      if (!checkDraft()) return false;
      try {
        await update.mutateAsync({ productId, questions: request });
        return true;
      } catch {
        return false; // the hook has toasted it; the message also shows under the section
      }
    },
  }));

  const atQuestionLimit = draft.length >= SURVEY_LIMITS.questionsMax;

  return (
    <div ref={containerRef} className="mt-4 space-y-4">
      {saved.isDefault ? (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          Using the default form. Saving creates this product’s own questions.
        </p>
      ) : (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-700">
          This product has its own questions. Remove them all and save to use the default form.
        </p>
      )}

      {draft.length === 0 ? (
        <p className="text-sm text-slate-600">No questions. Saving brings back the default form.</p>
      ) : (
        <ol aria-label="Survey questions" className="space-y-4">
          {draft.map((q, index) => (
            <li key={q.key}>
              <QuestionEditor
                number={index + 1}
                question={q}
                problems={shown.questions[index]}
                onChange={(change) => edit(q.key, change)}
                onRemove={() => removeQuestion(q.key)}
                onAddOption={() => addOption(q.key)}
              />
            </li>
          ))}
        </ol>
      )}
      {shown.list && (
        <p role="alert" className="text-sm text-red-600">
          {shown.list}
        </p>
      )}

      <div>
        <Button variant="secondary" disabled={atQuestionLimit} onClick={addQuestion}>
          <Plus aria-hidden="true" className="size-4" />
          Add question
        </Button>
        {atQuestionLimit && (
          <p className="mt-1 text-xs text-slate-500">
            At most {SURVEY_LIMITS.questionsMax} questions.
          </p>
        )}
      </div>
      {/* Repeated here: in the popup the toast sits under the backdrop. */}
      {update.isError && (
        <p role="alert" className="text-sm text-red-600">
          {update.error.message}
        </p>
      )}
    </div>
  );
}
