import { surveyApiRoutes } from '@store/contract/api';
import { SURVEY_ANSWERS_PAGE_SIZE } from '@store/contract/survey';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/call-api';
import { adminCatalogueKeys } from '#web/lib/query-keys';

interface SurveyAnswersRequest {
  productId: string;
  /** From 1. */
  page: number;
}

/** GET /api/survey/answers (admin) — one page of a product's answers, newest first. */
export function getSurveyAnswers({ productId, page }: SurveyAnswersRequest, signal?: AbortSignal) {
  return callApi(surveyApiRoutes.answers, {
    query: { productId, page, limit: SURVEY_ANSWERS_PAGE_SIZE },
    signal,
  });
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
