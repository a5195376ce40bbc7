import { queryOptions } from '@tanstack/react-query';
import { apiPost } from './api-client';
import { storefrontKeys } from './query-keys';

const productCardsReplySchema = () =>
  import('@store/contract/wishlist').then((module) => module.productCardsReplySchema);

/**
 * POST /api/wishlist/products — today's cards of products this browser remembers (a
 * visitor's wishlist, recently viewed), live ones only, in the order asked. Shared by the
 * wishlist and recently-viewed features.
 */
export const productCardsQueryOptions = (productIds: readonly string[]) =>
  queryOptions({
    queryKey: storefrontKeys.productCards(productIds),
    queryFn: ({ signal }) =>
      apiPost('/api/wishlist/products', { productIds }, productCardsReplySchema, signal),
    enabled: productIds.length > 0,
    select: (reply) => reply.data,
  });
