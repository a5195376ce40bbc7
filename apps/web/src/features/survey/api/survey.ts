import { surveyApiRoutes } from '@store/contract/api';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { storefrontKeys } from '#web/lib/query-keys';

/** POST /api/survey/get-form-details — the product's feedback questions. */
export const surveyFormQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: storefrontKeys.surveyForm(productId),
    queryFn: ({ signal }) => callApi(surveyApiRoutes.form, { body: { productId }, signal }),
    select: (reply) => reply.message[0]?.form.questions ?? [],
    staleTime: 10 * 60_000,
  });

/** POST /api/survey/submit-survey-answer — the answers collected so far. */
export function submitSurveyAnswers(
  productId: string,
  responses: { question: string; answer: string }[],
) {
  return callApi(surveyApiRoutes.submitAnswers, { body: { productId, responses } });
}
