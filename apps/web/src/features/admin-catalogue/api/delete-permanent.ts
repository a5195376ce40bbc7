import { productAdminApiRoutes } from '@store/contract/api';
import { callApi } from '#web/lib/call-api';
import { useCatalogueWrite } from './catalogue-write';

/** DELETE /api/product/delete-permanent (admin): only from the recycle bin; 409 once bought. */
export function deletePermanent(id: string) {
  return callApi(productAdminApiRoutes.deletePermanent, { body: { _id: id } });
}

export function useDeletePermanent(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(deletePermanent, options);
}
