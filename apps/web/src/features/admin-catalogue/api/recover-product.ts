import { apiRequest } from '#web/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

const replySchema = () =>
  import('@store/contract/product').then((module) => module.adminProductReplySchema);

/** PUT /api/product/recover-product (admin): back from the recycle bin. */
export function recoverProduct(id: string) {
  return apiRequest('/api/product/recover-product', replySchema, {
    method: 'PUT',
    body: { _id: id },
  });
}

export function useRecoverProduct(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(recoverProduct, options);
}
