import { z } from 'zod';
import { requiredIdSchema } from '../category/index.js';

export const surveyQuestionSchema = z.object({
  question: z.string(),
  type: z.enum(['multiple-choice', 'text']),
  options: z.array(z.string()),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveyFormRequestSchema = z.object({ productId: requiredIdSchema });
export type SurveyFormRequest = z.input<typeof surveyFormRequestSchema>;

/** SPEC §7: the client reads `message[0].form.questions` (the product's form, else the default). */
export const surveyFormReplySchema = z.object({
  success: z.literal(true),
  error: z.literal(false),
  message: z.array(z.object({ form: z.object({ questions: z.array(surveyQuestionSchema) }) })),
});
export type SurveyFormReply = z.infer<typeof surveyFormReplySchema>;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** `userId` and `userDetails` are accepted for SPEC §7 and ignored: the signed-in user is used. */
export const submitSurveyRequestSchema = z.object({
  productId: requiredIdSchema,
  userId: z.unknown().optional(),
  userDetails: z.unknown().optional(),
  responses: z
    .array(z.object({ question: text(300), answer: text(2000) }))
    .max(20, 'must have at most 20 answers'),
});
export type SubmitSurveyRequest = z.input<typeof submitSurveyRequestSchema>;

export const SURVEY_MESSAGES = {
  thanks: 'Thank you for your feedback',
  submitFailed: 'An error occurred while submitting',
} as const;
