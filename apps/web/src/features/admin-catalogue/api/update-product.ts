import type { UpdateProductRequest } from '@store/contract/product';
import { apiRequest } from '#web/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

const replySchema = () =>
  import('@store/contract/product').then((module) => module.adminProductReplySchema);

/** PUT /api/product/update-product-details (admin): `_id` plus the fields to change. */
export function updateProduct(body: UpdateProductRequest) {
  return apiRequest('/api/product/update-product-details', replySchema, { method: 'PUT', body });
}

export function useUpdateProduct(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(updateProduct, options);
}
