import { subcategoryAdminApiRoutes } from '@store/contract/api';
import type { CreateSubCategoryRequest } from '@store/contract/subcategory';
import { callApi } from '#web/lib/call-api';
import { useCatalogueWrite } from './catalogue-write';

/** POST /api/subcategory/create (admin): name, image and one or more category ids. */
export function createSubCategory(body: CreateSubCategoryRequest) {
  return callApi(subcategoryAdminApiRoutes.create, { body });
}

export function useCreateSubCategory(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(createSubCategory, options);
}
