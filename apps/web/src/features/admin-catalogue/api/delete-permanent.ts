import { apiRequest } from '#web/lib/api-client';
import { useCatalogueWrite } from './catalogue-write';

const replySchema = () =>
  import('@store/contract/product').then((module) => module.deletedProductReplySchema);

/** DELETE /api/product/delete-permanent (admin): only from the recycle bin; 409 once bought. */
export function deletePermanent(id: string) {
  return apiRequest('/api/product/delete-permanent', replySchema, {
    method: 'DELETE',
    body: { _id: id },
  });
}

export function useDeletePermanent(options: { onSuccess?: () => unknown } = {}) {
  return useCatalogueWrite(deletePermanent, options);
}
