import { productAdminApiRoutes } from '@store/contract/api';
import { callApi } from '#web/lib/call-api';
import { useCatalogueWrite } from './catalogue-write';

/** DELETE /api/product/delete-product (admin): moves the product to the recycle bin. */
export function deleteProduct(id: string) {
  return callApi(productAdminApiRoutes.moveToBin, { body: { _id: id } });
}

export function useDeleteProduct(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(deleteProduct, options);
}
