import { SURVEY_ANSWERS_PAGE_SIZE } from '@store/contract/survey';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client';
import { adminCatalogueKeys } from '#web/lib/query-keys';

const replySchema = () =>
  import('@store/contract/survey').then((module) => module.surveyAnswersReplySchema);

interface SurveyAnswersRequest {
  productId: string;
  /** From 1. */
  page: number;
}

/** GET /api/survey/answers (admin) — one page of a product's answers, newest first. */
export function getSurveyAnswers({ productId, page }: SurveyAnswersRequest, signal?: AbortSignal) {
  const query = new URLSearchParams({
    productId,
    page: String(page),
    limit: String(SURVEY_ANSWERS_PAGE_SIZE),
  });
  return apiGet(`/api/survey/answers?${query}`, replySchema, signal);
}

export const surveyAnswersQueryOptions = (request: SurveyAnswersRequest) =>
  queryOptions({
    queryKey: adminCatalogueKeys.surveyAnswers(request),
    queryFn: ({ signal }) => getSurveyAnswers(request, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // New answers may arrive at any time.
    staleTime: 0,
  });

export function useSurveyAnswers(request: SurveyAnswersRequest) {
  return useQuery(surveyAnswersQueryOptions(request));
}
