import { isNull } from 'drizzle-orm';
import type { Database } from '../client.js';
import { type SurveyQuestion, surveyForms } from '../schema/index.js';

/** The feedback form shown for products without a form of their own (SPEC §2 Survey). */
export const DEFAULT_SURVEY_QUESTIONS: readonly SurveyQuestion[] = [
  {
    question: 'How would you rate this product?',
    type: 'multiple-choice',
    options: ['Excellent', 'Good', 'Average', 'Poor'],
  },
  {
    question: 'Did you find what you were looking for?',
    type: 'multiple-choice',
    options: ['Yes', 'No'],
  },
  { question: 'What could we improve?', type: 'text', options: [] },
];

/**
 * Creates the default survey form (product_id null) when there is none. Independent of the
 * demo catalogue: every install needs it. Safe to run concurrently (unique partial index).
 */
export async function ensureDefaultSurveyForm(deps: {
  db: Database;
}): Promise<{ created: boolean }> {
  const existing = await deps.db
    .select({ id: surveyForms.id })
    .from(surveyForms)
    .where(isNull(surveyForms.productId))
    .limit(1);
  if (existing.length > 0) return { created: false };
  const inserted = await deps.db
    .insert(surveyForms)
    .values({ productId: null, questions: DEFAULT_SURVEY_QUESTIONS.map((q) => ({ ...q })) })
    .onConflictDoNothing()
    .returning({ id: surveyForms.id });
  return { created: inserted.length > 0 };
}
