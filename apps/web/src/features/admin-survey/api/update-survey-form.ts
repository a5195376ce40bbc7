import { surveyApiRoutes } from '@store/contract/api';
import type { SurveyForm, UpdateSurveyFormRequest } from '@store/contract/survey';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { callApi } from '#web/lib/call-api';
import { adminCatalogueKeys, storefrontKeys } from '#web/lib/query-keys';
import { toastError } from '#web/lib/toast-error';
import type { ProductSurveyForm } from './get-survey-form';

/**
 * POST /api/survey/update-form (admin) — the product's own questions; an empty list brings
 * back the default form. Replies with the form now in effect.
 */
export function updateSurveyForm(body: UpdateSurveyFormRequest) {
  return callApi(surveyApiRoutes.updateForm, { body });
}

/**
 * Saves a product's survey: the server's message as a toast (SPEC §8), the saved form into
 * the cache, and the storefront's copy of the form marked stale.
 */
export function useUpdateSurveyForm(options: { onSuccess?: (form: SurveyForm) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSurveyForm,
    onSuccess: async (reply) => {
      const { productId, questions, isDefault } = reply.data;
      toast.success(reply.message);
      queryClient.setQueryData<ProductSurveyForm>(adminCatalogueKeys.surveyForm(productId), {
        questions,
        isDefault,
      });
      options.onSuccess?.(reply.data);
      // The storefront's survey of this product (features/survey) shows the new questions.
      await queryClient.invalidateQueries({ queryKey: storefrontKeys.surveyForm(productId) });
    },
    onError: toastError,
  });
}
