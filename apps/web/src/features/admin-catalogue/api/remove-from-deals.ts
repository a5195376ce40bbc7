import { apiRequest } from '#web/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

const replySchema = () =>
  import('@store/contract/product').then((module) => module.adminProductReplySchema);

/** PUT /api/product/remove-from-deals (admin). */
export function removeFromDeals(id: string) {
  return apiRequest('/api/product/remove-from-deals', replySchema, {
    method: 'PUT',
    body: { _id: id },
  });
}

export function useRemoveFromDeals(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(removeFromDeals, options);
}
