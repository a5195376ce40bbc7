import { apiRequest } from '#web/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

const replySchema = () =>
  import('@store/contract/category').then((module) => module.categoryReplySchema);

/** DELETE /api/category/delete (admin): a 409 says what still uses the category. */
export function deleteCategory(id: string) {
  return apiRequest('/api/category/delete', replySchema, { method: 'DELETE', body: { _id: id } });
}

export function useDeleteCategory(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(deleteCategory, options);
}
