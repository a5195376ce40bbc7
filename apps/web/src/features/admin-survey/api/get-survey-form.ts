import { surveyApiRoutes } from '@store/contract/api';
import type { SurveyQuestion } from '@store/contract/survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { adminCatalogueKeys } from '#web/lib/query-keys';

/** The form a product shows now: its own questions, or the default form's. */
export interface ProductSurveyForm {
  questions: SurveyQuestion[];
  isDefault: boolean;
}

/** POST /api/survey/get-form-details — the product's questions and whether they are the default. */
export async function getSurveyForm(
  productId: string,
  signal?: AbortSignal,
): Promise<ProductSurveyForm> {
  const reply = await callApi(surveyApiRoutes.form, { body: { productId }, signal });
  const first = reply.message[0];
  return { questions: first?.form.questions ?? [], isDefault: first?.isDefault ?? true };
}

export const surveyFormQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: adminCatalogueKeys.surveyForm(productId),
    queryFn: ({ signal }) => getSurveyForm(productId, signal),
    // An editor starts from what is saved now.
    staleTime: 0,
  });

export function useSurveyForm(productId: string) {
  return useQuery(surveyFormQueryOptions(productId));
}
