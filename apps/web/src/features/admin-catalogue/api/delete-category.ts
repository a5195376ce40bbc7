import { categoryAdminApiRoutes } from '@store/contract/api';
import { callApi } from '#web/lib/call-api';
import { useCatalogueWrite } from './catalogue-write';

/** DELETE /api/category/delete (admin): a 409 says what still uses the category. */
export function deleteCategory(id: string) {
  return callApi(categoryAdminApiRoutes.remove, { body: { _id: id } });
}

export function useDeleteCategory(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(deleteCategory, options);
}
