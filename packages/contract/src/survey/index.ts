import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import { requiredIdSchema } from '../category/index.js';
import {
  isoDateSchema,
  listEnvelope,
  pageSchema,
  requiredTrimmedText,
  successEnvelope,
} from '../common/index.js';
import { SURVEY_ANSWER_MAX } from '../constants/index.js';

export const surveyQuestionSchema = z.object({
  question: z.string(),
  type: z.enum(['multiple-choice', 'text']),
  options: z.array(z.string()),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveyFormRequestSchema = z.object({ productId: requiredIdSchema });
export type SurveyFormRequest = z.input<typeof surveyFormRequestSchema>;

/**
 * SPEC §7: the client reads `message[0].form.questions` (the product's form, else the
 * default). `isDefault` (an addition) says which one it is, for the admin's survey editor.
 */
export const surveyFormReplySchema = z.object({
  success: z.literal(true),
  error: z.literal(false),
  message: z.array(
    z.object({
      form: z.object({ questions: z.array(surveyQuestionSchema) }),
      isDefault: z.optional(z.boolean()),
    }),
  ),
});
export type SurveyFormReply = z.infer<typeof surveyFormReplySchema>;

const text = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`));

export { SURVEY_ANSWER_MAX };

/** `userId` and `userDetails` are accepted for SPEC §7 and ignored: the signed-in user is used. */
export const submitSurveyRequestSchema = z.object({
  productId: requiredIdSchema,
  userId: z.optional(z.unknown()),
  userDetails: z.optional(z.unknown()),
  responses: z
    .array(z.object({ question: text(300), answer: text(SURVEY_ANSWER_MAX) }))
    .check(z.maxLength(20, 'must have at most 20 answers')),
});
export type SubmitSurveyRequest = z.input<typeof submitSurveyRequestSchema>;

/** The recorded answer's id. */
export const submitSurveyReplySchema = successEnvelope(z.object({ _id: z.string() }));
export type SubmitSurveyReply = z.infer<typeof submitSurveyReplySchema>;

/* ---------- the admin's survey editor ---------- */

/** What an admin may put in a product's feedback form. */
export const SURVEY_LIMITS = {
  questionsMax: 20,
  questionMax: 300,
  optionsMin: 2,
  optionsMax: 10,
  optionMax: 100,
} as const;

export const SURVEY_TYPE_LABELS = {
  'multiple-choice': 'Multiple choice',
  text: 'Free text',
} as const satisfies Record<SurveyQuestion['type'], string>;

/**
 * Flags each text that repeats an earlier one; case and surrounding spaces do not make two
 * entries different, and empty ones are left to their own rule.
 */
function flagRepeats(
  texts: string[],
  ctx: z.core.$RefinementCtx,
  path: (index: number) => (string | number)[],
  message: string,
): void {
  const seen = new Set<string>();
  texts.forEach((text, index) => {
    const key = text.trim().toLowerCase();
    if (key !== '' && seen.has(key)) ctx.addIssue({ code: 'custom', path: path(index), message });
    seen.add(key);
  });
}

/**
 * One question of an admin's form: the text (1 to 300 characters), its type, and for a
 * multiple-choice question 2 to 10 distinct options of up to 100 characters; a free-text
 * question has none.
 */
export const editableSurveyQuestionSchema = z
  .object({
    question: requiredTrimmedText(SURVEY_LIMITS.questionMax),
    type: z.enum(['multiple-choice', 'text'], {
      error: "must be 'multiple-choice' or 'text'",
    }),
    options: z._default(
      z
        .array(requiredTrimmedText(SURVEY_LIMITS.optionMax, 'must not be empty'), {
          error: 'must be a list of options',
        })
        .check(
          z.maxLength(
            SURVEY_LIMITS.optionsMax,
            `must have at most ${SURVEY_LIMITS.optionsMax} options`,
          ),
        ),
      [],
    ),
  })
  .check(
    z.superRefine(({ type, options }, ctx) => {
      if (type === 'text') {
        if (options.length > 0) {
          ctx.addIssue({
            code: 'custom',
            path: ['options'],
            message: 'must be empty for a free-text question',
          });
        }
        return;
      }
      if (options.length < SURVEY_LIMITS.optionsMin) {
        ctx.addIssue({
          code: 'custom',
          path: ['options'],
          message: `must have at least ${SURVEY_LIMITS.optionsMin} options for a multiple-choice question`,
        });
      }
      flagRepeats(options, ctx, (index) => ['options', index], 'repeats an earlier option');
    }),
  );
export type EditableSurveyQuestion = z.input<typeof editableSurveyQuestionSchema>;

/**
 * POST /api/survey/update-form (admin): the product's own questions, in order. An empty list
 * removes the product's own form, so the default form applies again.
 */
export const updateSurveyFormRequestSchema = z.object({
  productId: requiredIdSchema,
  questions: z
    .array(editableSurveyQuestionSchema, {
      error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of questions'),
    })
    .check(
      z.maxLength(
        SURVEY_LIMITS.questionsMax,
        `must have at most ${SURVEY_LIMITS.questionsMax} questions`,
      ),
      z.superRefine((questions, ctx) =>
        flagRepeats(
          questions.map((q) => q.question),
          ctx,
          (index) => [index, 'question'],
          'repeats an earlier question',
        ),
      ),
    ),
});
export type UpdateSurveyFormRequest = z.input<typeof updateSurveyFormRequestSchema>;

/** The form a product now shows: its own (`isDefault: false`) or the default one. */
export const surveyFormSchema = z.object({
  productId: z.string(),
  isDefault: z.boolean(),
  questions: z.array(surveyQuestionSchema),
});
export type SurveyForm = z.infer<typeof surveyFormSchema>;

/** A mutation replies with what the read shows: the form now in effect. */
export const updateSurveyFormReplySchema = successEnvelope(surveyFormSchema);
export type UpdateSurveyFormReply = z.infer<typeof updateSurveyFormReplySchema>;

export const SURVEY_ANSWERS_PAGE_SIZE = 20;

/** GET /api/survey/answers (admin): one page of a product's answers, newest first. */
export const surveyAnswersRequestSchema = z.object({
  productId: requiredIdSchema,
  page: pageSchema,
  limit: z._default(
    z.coerce
      .number({ error: 'must be a number' })
      .check(
        z.int('must be a whole number'),
        z.gte(1, 'must be at least 1'),
        z.lte(100, 'must be at most 100'),
      ),
    SURVEY_ANSWERS_PAGE_SIZE,
  ),
});
export type SurveyAnswersRequest = z.input<typeof surveyAnswersRequestSchema>;

export const surveyAnswerSchema = z.object({
  _id: z.string(),
  responses: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** Who answered, when signed in at the time; null for a guest. */
  user: z.nullable(z.object({ name: z.string(), email: z.string() })),
  createdAt: isoDateSchema,
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

export const surveyAnswersReplySchema = listEnvelope(surveyAnswerSchema);
export type SurveyAnswersReply = z.infer<typeof surveyAnswersReplySchema>;

// The survey popup is in the storefront's first load, which must not wait for zod: its
// messages live with the zod-free constants.
export { SURVEY_MESSAGES } from '../constants/index.js';

/** The schemas of `apiRoutes.survey` (decision 0049), under the table's keys. */
export const surveyApi = {
  form: { body: surveyFormRequestSchema, reply: surveyFormReplySchema },
  submitAnswers: { body: submitSurveyRequestSchema, reply: submitSurveyReplySchema },
  updateForm: { body: updateSurveyFormRequestSchema, reply: updateSurveyFormReplySchema },
  answers: { query: surveyAnswersRequestSchema, reply: surveyAnswersReplySchema },
} as const satisfies SchemasFor<'survey'>;
