import { vi } from 'vitest';
import {
  emptyCartReply,
  emptyReviewListReply,
  emptyWishlistReply,
  healthyReply,
  notBuyerReviewReply,
  subCategoryListReply,
} from './fixtures';

type Reply = Response | Promise<Response>;
/** Keyed by 'METHOD /path'; a value is a JSON body (status 200) or a function giving a Response. */
export type ApiRoutes = Record<string, unknown | ((body: unknown) => Reply)>;

/**
 * Stubs the browser's fetch, the app's only door to the server, with real Response objects.
 * The warm-up poll answers "connected", the footer's sub-category list answers with the
 * fixtures and the cart is empty, unless a test says otherwise. A call no test
 * expected logs a console.error, which fails the test (see setup.ts).
 */
export function stubApi(routes: ApiRoutes) {
  const table: ApiRoutes = {
    'GET /api': healthyReply,
    'POST /api/subcategory/get': subCategoryListReply,
    // The header's cart button asks for the cart whenever someone is signed in.
    'GET /api/cart/get': emptyCartReply,
    // Cards carry the wishlist heart, which asks for the list whenever someone is signed in.
    'GET /api/wishlist/get': emptyWishlistReply,
    // The product page's view beacon (jsdom has no sendBeacon, so it arrives as a fetch).
    'POST /api/survey/update-product-metrics': () => new Response(null, { status: 204 }),
    // The product page's reviews section (issue 16): none yet, and a shopper who did not buy.
    'POST /api/review/list': emptyReviewListReply,
    'POST /api/review/mine': notBuyerReviewReply,
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = table[key];
    if (route === undefined) {
      console.error(`Unexpected API call: ${key}`);
      return Response.json(
        { success: false, error: true, message: 'not stubbed' },
        { status: 501 },
      );
    }
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return typeof route === 'function' ? route(body) : Response.json(route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
