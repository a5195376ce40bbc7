import type { UpdateSubCategoryRequest } from '@store/contract/subcategory';
import { apiRequest } from '#web/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

const replySchema = () =>
  import('@store/contract/subcategory').then((module) => module.subCategoryReplySchema);

/** PUT /api/subcategory/update (admin): `_id` plus the fields to change. */
export function updateSubCategory(body: UpdateSubCategoryRequest) {
  return apiRequest('/api/subcategory/update', replySchema, { method: 'PUT', body });
}

export function useUpdateSubCategory(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(updateSubCategory, options);
}
