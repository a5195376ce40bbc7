import { apiRequest } from '#web/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

const replySchema = () =>
  import('@store/contract/subcategory').then((module) => module.subCategoryReplySchema);

/** DELETE /api/subcategory/delete (admin): a 409 while products use it. */
export function deleteSubCategory(id: string) {
  return apiRequest('/api/subcategory/delete', replySchema, {
    method: 'DELETE',
    body: { _id: id },
  });
}

export function useDeleteSubCategory(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(deleteSubCategory, options);
}
