import type { AddCategoryRequest } from '@store/contract/category';
import { apiRequest } from '#web/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

const replySchema = () =>
  import('@store/contract/category').then((module) => module.categoryReplySchema);

/** POST /api/category/add-category (admin). */
export function addCategory(body: AddCategoryRequest) {
  return apiRequest('/api/category/add-category', replySchema, { method: 'POST', body });
}

export function useAddCategory(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(addCategory, options);
}
