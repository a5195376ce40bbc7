import { subcategoryAdminApiRoutes } from '@store/contract/api';
import { callApi } from '#web/lib/call-api';
import { useCatalogueWrite } from './catalogue-write';

/** DELETE /api/subcategory/delete (admin): a 409 while products use it. */
export function deleteSubCategory(id: string) {
  return callApi(subcategoryAdminApiRoutes.remove, { body: { _id: id } });
}

export function useDeleteSubCategory(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(deleteSubCategory, options);
}
