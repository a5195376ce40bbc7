import { wishlistApiRoutes } from '@store/contract/api';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './call-api';
import { storefrontKeys } from './query-keys';

/**
 * POST /api/wishlist/products — today's cards of products this browser remembers (a
 * visitor's wishlist, recently viewed), live ones only, in the order asked. Shared by the
 * wishlist and recently-viewed features.
 */
export const productCardsQueryOptions = (productIds: readonly string[]) =>
  queryOptions({
    queryKey: storefrontKeys.productCards(productIds),
    queryFn: ({ signal }) =>
      callApi(wishlistApiRoutes.cards, { body: { productIds: [...productIds] }, signal }),
    enabled: productIds.length > 0,
    select: (reply) => reply.data,
  });
