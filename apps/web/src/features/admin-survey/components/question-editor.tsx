import { SURVEY_LIMITS, SURVEY_TYPE_LABELS } from '@store/contract/survey';
import { Plus, Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#web/components/ui/button';
import { Field, selectClasses } from '#web/components/ui/field';
import {
  blankOptions,
  type DraftQuestion,
  type QuestionProblems,
  type QuestionType,
} from './survey-draft';

/** One question of the survey being edited: its text, its type and, for multiple choice, its options. */
interface QuestionEditorProps {
  number: number;
  question: DraftQuestion;
  problems: QuestionProblems | undefined;
  onChange: (change: (question: DraftQuestion) => DraftQuestion) => void;
  onRemove: () => void;
  onAddOption: () => void;
}

export function QuestionEditor({
  number,
  question: q,
  problems,
  onChange,
  onRemove,
  onAddOption,
}: QuestionEditorProps) {
  const typeId = useId();
  const optionsErrorId = useId();
  const atOptionLimit = q.options.length >= SURVEY_LIMITS.optionsMax;

  function chooseType(type: QuestionType) {
    onChange((current) => ({
      ...current,
      type,
      // A new multiple-choice question starts with two blank options to fill in.
      options:
        type === 'multiple-choice' && current.options.length === 0
          ? blankOptions()
          : current.options,
    }));
  }

  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Question {number}</legend>
      <div className="space-y-3">
        <Field
          data-focus-key={q.key}
          label="Question"
          value={q.question}
          onChange={(event) => {
            const value = event.target.value;
            onChange((current) => ({ ...current, question: value }));
          }}
          error={problems?.question}
          maxLength={SURVEY_LIMITS.questionMax}
          autoComplete="off"
          required
        />
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={typeId} className="block text-sm font-medium text-slate-800">
              Type
            </label>
            <select
              id={typeId}
              value={q.type}
              onChange={(event) => chooseType(event.target.value as QuestionType)}
              className={`${selectClasses} mt-1`}
            >
              {(Object.keys(SURVEY_TYPE_LABELS) as QuestionType[]).map((type) => (
                <option key={type} value={type}>
                  {SURVEY_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="ghostDanger"
            className="h-11 px-3"
            aria-label={`Remove question ${number}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>

        {q.type === 'multiple-choice' && (
          <fieldset aria-describedby={problems?.options ? optionsErrorId : undefined}>
            <legend className="text-sm font-medium text-slate-800">Options</legend>
            <ul className="mt-1 space-y-2">
              {q.options.map((option, optionIndex) => (
                <li key={option.key} className="flex items-start gap-2">
                  <Field
                    data-focus-key={option.key}
                    label={`Option ${optionIndex + 1}`}
                    value={option.value}
                    onChange={(event) => {
                      const value = event.target.value;
                      onChange((current) => ({
                        ...current,
                        options: current.options.map((other) =>
                          other.key === option.key ? { ...other, value } : other,
                        ),
                      }));
                    }}
                    error={problems?.option[optionIndex]}
                    maxLength={SURVEY_LIMITS.optionMax}
                    autoComplete="off"
                    className="min-w-0 flex-1"
                  />
                  <Button
                    variant="ghost"
                    className="mt-6 h-11 px-3"
                    aria-label={`Remove option ${optionIndex + 1} of question ${number}`}
                    onClick={() =>
                      onChange((current) => ({
                        ...current,
                        options: current.options.filter((other) => other.key !== option.key),
                      }))
                    }
                  >
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              ))}
            </ul>
            {problems?.options && (
              <p id={optionsErrorId} className="mt-1 text-sm text-red-600">
                {problems.options}
              </p>
            )}
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              disabled={atOptionLimit}
              onClick={onAddOption}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add option
            </Button>
            {atOptionLimit && (
              <p className="mt-1 text-xs text-slate-500">
                At most {SURVEY_LIMITS.optionsMax} options.
              </p>
            )}
          </fieldset>
        )}
      </div>
    </fieldset>
  );
}
