import { apiRequest } from '#web/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

const replySchema = () =>
  import('@store/contract/product').then((module) => module.adminProductReplySchema);

/** DELETE /api/product/delete-product (admin): moves the product to the recycle bin. */
export function deleteProduct(id: string) {
  return apiRequest('/api/product/delete-product', replySchema, {
    method: 'DELETE',
    body: { _id: id },
  });
}

export function useDeleteProduct(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(deleteProduct, options);
}
