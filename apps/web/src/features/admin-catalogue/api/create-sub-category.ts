import type { CreateSubCategoryRequest } from '@store/contract/subcategory';
import { apiRequest } from '#web/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

const replySchema = () =>
  import('@store/contract/subcategory').then((module) => module.subCategoryReplySchema);

/** POST /api/subcategory/create (admin): name, image and one or more category ids. */
export function createSubCategory(body: CreateSubCategoryRequest) {
  return apiRequest('/api/subcategory/create', replySchema, { method: 'POST', body });
}

export function useCreateSubCategory(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(createSubCategory, options);
}
