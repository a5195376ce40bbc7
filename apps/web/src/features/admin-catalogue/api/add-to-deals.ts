import { productAdminApiRoutes } from '@store/contract/api';
import { callApi } from '#web/lib/call-api';
import { useCatalogueWrite } from './catalogue-write';

/** POST /api/product/add-to-deals (admin). */
export function addToDeals(id: string) {
  return callApi(productAdminApiRoutes.addToDeals, { body: { _id: id } });
}

export function useAddToDeals(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(addToDeals, options);
}
