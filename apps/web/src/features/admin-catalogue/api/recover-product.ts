import { productAdminApiRoutes } from '@store/contract/api';
import { callApi } from '#web/lib/call-api';
import { useCatalogueWrite } from './catalogue-write';

/** PUT /api/product/recover-product (admin): back from the recycle bin. */
export function recoverProduct(id: string) {
  return callApi(productAdminApiRoutes.recover, { body: { _id: id } });
}

export function useRecoverProduct(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(recoverProduct, options);
}
