import { apiRequest } from '#web/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

const replySchema = () =>
  import('@store/contract/product').then((module) => module.adminProductReplySchema);

/** POST /api/product/add-to-deals (admin). */
export function addToDeals(id: string) {
  return apiRequest('/api/product/add-to-deals', replySchema, {
    method: 'POST',
    body: { _id: id },
  });
}

export function useAddToDeals(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(addToDeals, options);
}
