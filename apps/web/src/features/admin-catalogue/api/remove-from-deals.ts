import { productAdminApiRoutes } from '@store/contract/api';
import { callApi } from '#web/lib/call-api';
import { useCatalogueWrite } from './catalogue-write';

/** PUT /api/product/remove-from-deals (admin). */
export function removeFromDeals(id: string) {
  return callApi(productAdminApiRoutes.removeFromDeals, { body: { _id: id } });
}

export function useRemoveFromDeals(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(removeFromDeals, options);
}
