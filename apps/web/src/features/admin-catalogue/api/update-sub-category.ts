import { subcategoryAdminApiRoutes } from '@store/contract/api';
import type { UpdateSubCategoryRequest } from '@store/contract/subcategory';
import { callApi } from '#web/lib/call-api';
import { useCatalogueWrite } from './catalogue-write';

/** PUT /api/subcategory/update (admin): `_id` plus the fields to change. */
export function updateSubCategory(body: UpdateSubCategoryRequest) {
  return callApi(subcategoryAdminApiRoutes.update, { body });
}

export function useUpdateSubCategory(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(updateSubCategory, options);
}
