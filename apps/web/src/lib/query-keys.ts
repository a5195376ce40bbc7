/**
 * Every TanStack Query key of the web app, in one place (issue 18, docs/decisions/0046).
 *
 * Features never import each other, yet a paid order must refetch the cart and the orders,
 * an admin's survey edit must refetch the storefront's survey, a review must refetch the
 * product. With the keys here, each feature names another's data through this module
 * instead of copying its key (a copy drifts silently when the original changes).
 *
 * The rule of decision 8: everything the signed-in person owns, or may see only because of
 * who they are (the admin screens), starts with `userScopeKey`. Signing in or out then
 * refetches or forgets all of it at once (SPEC §4). Catalogue data, the same for everyone,
 * stays outside it. `lib/query-keys.test.ts` checks the prefix.
 *
 * Parts that are request objects are typed `unknown`: a key only needs them to be plain
 * data, and this module stays free of any feature's types.
 */

/** `['user']` alone is the signed-in person's profile; as a prefix, all they own. */
export const userScopeKey = ['user'] as const;

/** The shopper's own data (decision 8: under `userScopeKey`). */
export const accountKeys = {
  profile: userScopeKey,
  cart: ['user', 'cart'] as const,
  addresses: ['user', 'addresses'] as const,
  wishlist: ['user', 'wishlist'] as const,
  orders: ['user', 'orders'] as const,
  order: (orderId: string) => ['user', 'orders', 'one', orderId] as const,
  /** The shopper's own review of a product (to edit or delete it). */
  myReview: (productId: string) => ['user', 'review', productId] as const,
};

/** The admin screens: under `userScopeKey`, so signing out forgets them. */
export const adminKeys = {
  sales: ['user', 'admin-sales'] as const,
  metrics: ['user', 'admin-metrics'] as const,
  users: (page: number) => ['user', 'admin-users', page] as const,
  coupons: ['user', 'admin-coupons'] as const,
  tickets: ['user', 'admin-tickets'] as const,
  auditLog: {
    all: ['user', 'audit-log'] as const,
    list: (filter: unknown) => ['user', 'audit-log', 'list', filter] as const,
    filters: ['user', 'audit-log', 'filters'] as const,
  },
  reviews: {
    all: ['user', 'admin-reviews'] as const,
    list: (request: unknown) => ['user', 'admin-reviews', request] as const,
  },
  payments: {
    all: ['user', 'admin-payments'] as const,
    list: (request: unknown) => ['user', 'admin-payments', request] as const,
  },
  orders: {
    /** Every admin orders query: a refund changes the list and the order's page. */
    all: ['user', 'admin-orders'] as const,
    list: (request: unknown) => ['user', 'admin-orders', 'list', request] as const,
    one: (orderId: string) => ['user', 'admin-orders', 'one', orderId] as const,
  },
};

/**
 * The admin's view of the catalogue and its surveys. Outside the user's prefix on purpose:
 * a catalogue write refetches every key outside it (features/admin-catalogue/api/
 * catalogue-write.ts), which must include these and the storefront's lists.
 */
export const adminCatalogueKeys = {
  all: ['admin-catalogue'] as const,
  products: (request: unknown) => ['admin-catalogue', 'products', request] as const,
  trash: (request: unknown) => ['admin-catalogue', 'trash', request] as const,
  deals: (request: unknown) => ['admin-catalogue', 'deals', request] as const,
  banners: ['admin-catalogue', 'banners'] as const,
  categories: ['admin-catalogue', 'categories'] as const,
  subCategories: ['admin-catalogue', 'sub-categories'] as const,
  surveyForm: (productId: string) => ['admin-survey', 'form', productId] as const,
  surveyAnswers: (request: unknown) => ['admin-survey', 'answers', request] as const,
};

/**
 * A key's optional last part: a page's sort and filters, only when chosen, so a page
 * without them keeps the plain key it always had.
 */
const chosen = (fields: unknown) => (fields === undefined ? [] : [fields]);

/** Product lists and details: the storefront's catalogue, the same for everyone. */
export const productKeys = {
  /** Every product list and detail: a review changes ratings shown in all of them. */
  all: ['products'] as const,
  details: (productId: string) => ['products', 'details', productId] as const,
  deals: ['products', 'deals', 'home'] as const,
  byCategory: (categoryId: string) => ['products', 'by-category', categoryId] as const,
  byCategoryMobile: (categoryId: string) => ['products', 'by-category-mobile', categoryId] as const,
  newProducts: (fields?: unknown) => ['products', 'new', ...chosen(fields)] as const,
  listing: (categoryId: string, subCategoryId: string, fields?: unknown) =>
    ['products', 'listing', categoryId, subCategoryId, ...chosen(fields)] as const,
  search: (search: string, fields?: unknown) =>
    ['products', 'search', search, ...chosen(fields)] as const,
  /** A page's choice counts: `scope` names the page's results, `discovery` its choices. */
  discoverySummary: (scope: readonly unknown[], discovery: string) =>
    ['products', 'discovery-summary', ...scope, discovery] as const,
};

/** The rest of the storefront's shared data. */
export const storefrontKeys = {
  banners: ['banners'] as const,
  categories: ['categories'] as const,
  subCategories: (request: unknown) => ['sub-categories', request] as const,
  /** Today's cards of remembered products (a visitor's wishlist, recently viewed). */
  productCards: (productIds: readonly string[]) => ['product-cards', ...productIds] as const,
  /** Every review list of every product. */
  reviews: ['reviews'] as const,
  productReviews: (productId: string) => ['reviews', productId] as const,
  reviewList: (productId: string, sort: string) => ['reviews', productId, 'list', sort] as const,
  /** The storefront's survey of a product, which an admin's edit refetches. */
  surveyForm: (productId: string) => ['survey-form', productId] as const,
  /**
   * Outside the user's prefix: a sign-out in another tab must not send the verification
   * again (features/orders/api/verify-payment.ts).
   */
  paymentVerification: (orderId: string | null) => ['payment-verification', orderId] as const,
};
