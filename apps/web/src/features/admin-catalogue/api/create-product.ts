import { productAdminApiRoutes } from '@store/contract/api';
import type { CreateProductRequest } from '@store/contract/product';
import { callApi } from '#web/lib/call-api';
import { useCatalogueWrite } from './catalogue-write';

/** POST /api/product/create (admin); replies with the product in the admin shape. */
export function createProduct(body: CreateProductRequest) {
  return callApi(productAdminApiRoutes.create, { body });
}

export function useCreateProduct(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(createProduct, options);
}
