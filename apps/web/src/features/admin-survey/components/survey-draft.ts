import {
  type EditableSurveyQuestion,
  type SurveyQuestion,
  updateSurveyFormRequestSchema,
} from '@store/contract/survey';

/** The survey being edited: questions and options with stable keys for React, and its problems. */

export type QuestionType = SurveyQuestion['type'];

export interface DraftOption {
  key: number;
  value: string;
}

export interface DraftQuestion {
  key: number;
  question: string;
  type: QuestionType;
  /** Kept while the type is Free text, so switching back does not lose them; not sent then. */
  options: DraftOption[];
}

let lastKey = 0;
export const newKey = () => {
  lastKey += 1;
  return lastKey;
};

export const draftOf = (questions: SurveyQuestion[]): DraftQuestion[] =>
  questions.map((q) => ({
    key: newKey(),
    question: q.question,
    type: q.type,
    options: q.options.map((value) => ({ key: newKey(), value })),
  }));

export const blankOptions = () => [
  { key: newKey(), value: '' },
  { key: newKey(), value: '' },
];

/** What Save survey sends: text trimmed, no options for a free-text question. */
export const requestOf = (draft: DraftQuestion[]): EditableSurveyQuestion[] =>
  draft.map((q) => ({
    question: q.question.trim(),
    type: q.type,
    options: q.type === 'text' ? [] : q.options.map((option) => option.value.trim()),
  }));

export interface QuestionProblems {
  question?: string;
  options?: string;
  option: Record<number, string>;
}

export interface Problems {
  list?: string;
  questions: Record<number, QuestionProblems>;
}

/** The contract's own rules (SURVEY_LIMITS), as messages beside the fields they are about. */
export function problemsOf(productId: string, draft: DraftQuestion[]): Problems {
  const problems: Problems = { questions: {} };
  const result = updateSurveyFormRequestSchema.safeParse({
    productId,
    questions: requestOf(draft),
  });
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const [root, index, field, optionIndex] = issue.path;
    if (root !== 'questions') continue;
    if (typeof index !== 'number') {
      problems.list ??= `The survey ${issue.message}`;
      continue;
    }
    const entry = problems.questions[index] ?? { option: {} };
    problems.questions[index] = entry;
    if (field === 'question') entry.question ??= `Question ${issue.message}`;
    else if (field === 'options' && typeof optionIndex === 'number') {
      entry.option[optionIndex] ??= `Option ${optionIndex + 1} ${issue.message}`;
    } else if (field === 'options') entry.options ??= `This question ${issue.message}`;
  }
  return problems;
}

export const hasProblems = (problems: Problems) =>
  problems.list !== undefined || Object.keys(problems.questions).length > 0;
