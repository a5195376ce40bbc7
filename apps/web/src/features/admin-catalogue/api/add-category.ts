import { categoryAdminApiRoutes } from '@store/contract/api';
import type { AddCategoryRequest } from '@store/contract/category';
import { callApi } from '#web/lib/call-api';
import { useCatalogueWrite } from './catalogue-write';

/** POST /api/category/add-category (admin). */
export function addCategory(body: AddCategoryRequest) {
  return callApi(categoryAdminApiRoutes.add, { body });
}

export function useAddCategory(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(addCategory, options);
}
