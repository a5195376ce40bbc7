import {
  bannerListReply,
  categoryListReply,
  dealsReply,
  productListReply,
  productsByCategoryReply,
} from './fixtures';

/** The calls the home page makes, for tests that end up there. */
export const homeApi = {
  'GET /api/category/get': categoryListReply,
  'GET /api/banner/get': bannerListReply,
  'POST /api/product/get-deals': dealsReply,
  'POST /api/product/get-product-by-category': productsByCategoryReply,
  // The search page (a search bar click lands there).
  'POST /api/product/search-product': productListReply,
};

/** A success envelope, as a stubApi route value (answered with status 200). */
export const ok = (message: string, data?: unknown) => ({
  success: true,
  error: false,
  message,
  ...(data === undefined ? {} : { data }),
});

/** A failure envelope with its status, as a stubApi route value. */
export const fail = (status: number, message: string) => () =>
  Response.json({ success: false, error: true, message }, { status });

export const tokens = { accesstoken: 'access-new', refreshToken: 'refresh-new' };
