import { categoryAdminApiRoutes } from '@store/contract/api';
import type { UpdateCategoryRequest } from '@store/contract/category';
import { callApi } from '#web/lib/call-api';
import { useCatalogueWrite } from './catalogue-write';

/** PUT /api/category/update (admin): `_id` plus the fields to change. */
export function updateCategory(body: UpdateCategoryRequest) {
  return callApi(categoryAdminApiRoutes.update, { body });
}

export function useUpdateCategory(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(updateCategory, options);
}
