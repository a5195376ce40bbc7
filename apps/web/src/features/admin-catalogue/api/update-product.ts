import { productAdminApiRoutes } from '@store/contract/api';
import type { UpdateProductRequest } from '@store/contract/product';
import { callApi } from '#web/lib/call-api';
import { useCatalogueWrite } from './catalogue-write';

/** PUT /api/product/update-product-details (admin): `_id` plus the fields to change. */
export function updateProduct(body: UpdateProductRequest) {
  return callApi(productAdminApiRoutes.update, { body });
}

export function useUpdateProduct(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(updateProduct, options);
}
