import type { CreateProductRequest } from '@store/contract/product';
import { apiRequest } from '#web/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

const replySchema = () =>
  import('@store/contract/product').then((module) => module.adminProductReplySchema);

/** POST /api/product/create (admin); replies with the product in the admin shape. */
export function createProduct(body: CreateProductRequest) {
  return apiRequest('/api/product/create', replySchema, { method: 'POST', body });
}

export function useCreateProduct(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(createProduct, options);
}
