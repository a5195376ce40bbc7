import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { storefrontKeys } from '#web/lib/query-keys';

const formReplySchema = () =>
  import('@store/contract/survey').then((module) => module.surveyFormReplySchema);
const submitReplySchema = () =>
  import('@store/contract/user').then((module) => module.messageReplySchema);

/** POST /api/survey/get-form-details — the product's feedback questions. */
export const surveyFormQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: storefrontKeys.surveyForm(productId),
    queryFn: ({ signal }) =>
      apiRequest('/api/survey/get-form-details', formReplySchema, {
        method: 'POST',
        body: { productId },
        signal,
      }),
    select: (reply) => reply.message[0]?.form.questions ?? [],
    staleTime: 10 * 60_000,
  });

/** POST /api/survey/submit-survey-answer — the answers collected so far. */
export function submitSurveyAnswers(
  productId: string,
  responses: { question: string; answer: string }[],
) {
  return apiRequest('/api/survey/submit-survey-answer', submitReplySchema, {
    method: 'POST',
    body: { productId, responses },
  });
}
