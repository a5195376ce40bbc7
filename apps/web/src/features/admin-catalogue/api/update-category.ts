import type { UpdateCategoryRequest } from '@store/contract/category';
import { apiRequest } from '#web/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

const replySchema = () =>
  import('@store/contract/category').then((module) => module.categoryReplySchema);

/** PUT /api/category/update (admin): `_id` plus the fields to change. */
export function updateCategory(body: UpdateCategoryRequest) {
  return apiRequest('/api/category/update', replySchema, { method: 'PUT', body });
}

export function useUpdateCategory(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(updateCategory, options);
}
