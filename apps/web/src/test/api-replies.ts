import { categoryListReply, productListReply } from './fixtures';

/** The calls the home page makes, for tests that end up there. */
export const homeApi = {
  'GET /api/category/get': categoryListReply,
  'POST /api/product/get': productListReply,
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
