import * as z from 'zod/mini';
import type { SchemasFor } from '../api/index.js';
import { categorySchema, idListSchema, requiredIdSchema } from '../category/index.js';
import {
  idSchema,
  listEnvelope,
  pageSchema,
  pageSizeSchema,
  requiredTrimmedText,
  searchTextSchema,
  successEnvelope,
} from '../common/index.js';
import { ADMIN_PRODUCT_PAGE_SIZE, CATEGORY_LISTING_LIMIT } from '../constants/index.js';
import { imageUrlSchema, isHttpsUrl } from '../upload/index.js';
import { adminProductFiltersShape } from './admin-list-filters.js';
import { facetsReplyShape, listDiscoveryShape } from './discovery.js';
import { productMetadataInputShape, productMetadataShape } from './metadata.js';
import {
  productCardPreviewShape,
  productPreviewsInputShape,
  productPreviewsShape,
} from './previews.js';

export * from './admin-list-filters.js';
export * from './discovery.js';
export * from './metadata.js';
export * from './previews.js';

const subCategoryRefSchema = z.object({ _id: idSchema, name: z.string(), image: z.string() });

/**
 * Extra named text fields of a product (SPEC §3). Known keys: `cat`, `embedVideo`, `driveLink`.
 * The public shape below never carries `driveLink`: downloads go through the entitlement route.
 */
export const moreDetailsSchema = z.record(z.string(), z.string());

/**
 * Public replies must never hold a download link. Repositories leave it out; this check
 * makes a slip fail closed (a 500 in tests) instead of leaking the link.
 */
export const publicMoreDetailsSchema = z.record(z.string(), z.string()).check(
  z.refine((details) => !Object.hasOwn(details, 'driveLink'), {
    message: 'driveLink must never appear in a public reply',
  }),
);

/** A product as anyone may see it. */
export const productSchema = z.object({
  _id: idSchema,
  name: z.string(),
  image: z.array(z.string()),
  category: z.array(categorySchema),
  subCategory: z.array(subCategoryRefSchema),
  unit: z.string(),
  stock: z.number().check(z.int()),
  price: z.number().check(z.int()),
  discount: z.number().check(z.int()),
  description: z.string(),
  more_details: publicMoreDetailsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  ...productCardPreviewShape,
  // Issue 16 (reviews, decision 38): only while at least one visible review rates it, so an
  // unrated product answers exactly as SPEC §7 shows.
  /** The visible reviews' average, one decimal (4.5). */
  ratingAverage: z.optional(z.number()),
  ratingCount: z.optional(z.number().check(z.int(), z.positive())),
});
export type Product = z.infer<typeof productSchema>;

/** A product with its page details (files, software, resolution, licence) when set. */
export const productDetailsSchema = z.extend(productSchema, {
  ...productMetadataShape,
  ...productPreviewsShape,
  /** Distinct shoppers who downloaded it (decision 38); only when at least one did. */
  downloadCount: z.optional(z.number().check(z.int(), z.positive())),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/**
 * A product as an admin sees it: the public shape plus the download link back under
 * `more_details.driveLink` (always present; '' when none is set, decision 0001), whether it
 * is a deal, and when it went to the recycle bin (null while live).
 */
export const adminProductSchema = z.extend(productSchema, {
  more_details: z.catchall(z.object({ driveLink: z.string() }), z.string()),
  isDeal: z.boolean(),
  deletedAt: z.nullable(z.string()),
  ...productMetadataShape,
  ...productPreviewsShape,
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

// ---------------------------------------------------------------------------------------------
// Requests: paging

/** POST /api/product/get — page, limit 12, optional search. */
export const productListRequestSchema = z.object({
  page: pageSchema,
  limit: pageSizeSchema(100, ADMIN_PRODUCT_PAGE_SIZE),
  search: z.optional(searchTextSchema),
  ...listDiscoveryShape,
});
export type ProductListRequest = z.input<typeof productListRequestSchema>;

export const productListReplySchema = z.extend(listEnvelope(productSchema), facetsReplyShape);
export type ProductListReply = z.infer<typeof productListReplySchema>;

/** Recycle bin and admin deals page from 0 (SPEC §9); a page past the end has no rows. */
export const zeroBasedPageSchema = z._default(
  z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)),
  0,
);

/** Page size of the recycle bin and the admin deals page. */
export const ADMIN_TRASH_PAGE_SIZE = 12;

/**
 * POST /api/product/admin-get (admin): the product list screen — like /get (page from 1,
 * limit 12, search) but in the admin shape, with the download link; optional filters by
 * category, stock, free or paid, and deals (issue 16).
 */
export const adminProductListRequestSchema = z.object({
  page: pageSchema,
  limit: pageSizeSchema(100, ADMIN_PRODUCT_PAGE_SIZE),
  search: z.optional(searchTextSchema),
  ...adminProductFiltersShape,
});
export type AdminProductListRequest = z.input<typeof adminProductListRequestSchema>;
export const adminProductListReplySchema = listEnvelope(adminProductSchema);
export type AdminProductListReply = z.infer<typeof adminProductListReplySchema>;

/**
 * POST /api/product/get-trash-products (admin): the recycle bin, newest deleted first.
 * `page` starts at 0 and is echoed back as sent.
 */
export const trashListRequestSchema = z.object({
  page: zeroBasedPageSchema,
  limit: pageSizeSchema(100, ADMIN_TRASH_PAGE_SIZE),
  search: z.optional(searchTextSchema),
});
export type TrashListRequest = z.input<typeof trashListRequestSchema>;
export const trashListReplySchema = listEnvelope(adminProductSchema);
export type TrashListReply = z.infer<typeof trashListReplySchema>;

/**
 * POST /api/product/get-deals. No body (or `{}`): the home strip, every live deal newest
 * first (at most HOME_DEALS_LIMIT), as `{ success, data }`. With `page` (from 0) and an
 * optional `search`: the admin deals page, 12 per page, with the list fields.
 * Both are public shapes: a deal is no secret, its download link is.
 */
export const dealsRequestSchema = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000))),
  limit: pageSizeSchema(100, ADMIN_TRASH_PAGE_SIZE),
  search: z.optional(searchTextSchema),
});
export type DealsRequest = z.input<typeof dealsRequestSchema>;
export const HOME_DEALS_LIMIT = 60;
export const dealsHomeReplySchema = successEnvelope(z.array(productSchema));
export type DealsHomeReply = z.infer<typeof dealsHomeReplySchema>;
export const dealsPageReplySchema = listEnvelope(productSchema);
export type DealsPageReply = z.infer<typeof dealsPageReplySchema>;
/** The paged shape is tried first: only it has `totalCount`. */
export const dealsReplySchema = z.union([dealsPageReplySchema, dealsHomeReplySchema]);
export type DealsReply = z.infer<typeof dealsReplySchema>;

// ---------------------------------------------------------------------------------------------
// Requests: public reads

/** Home rows hold at most this many products per category. */
export const CATEGORY_ROW_LIMIT = 30;

/** POST /api/product/get-product-by-category: a category's live products, newest first. */
export const productsByCategoryRequestSchema = z.object({
  id: requiredIdSchema,
  limit: pageSizeSchema(60, CATEGORY_ROW_LIMIT),
});
export type ProductsByCategoryRequest = z.input<typeof productsByCategoryRequestSchema>;
export const productsByCategoryReplySchema = successEnvelope(z.array(productSchema));
export type ProductsByCategoryReply = z.infer<typeof productsByCategoryReplySchema>;

/** Each mobile group holds at most this many products. */
export const MOBILE_GROUP_LIMIT = 30;

/**
 * POST /api/product/get-product-by-category-mobile: one group per sub-category of the
 * category (sorted by name) that has live products in this category, newest first.
 */
export const productsByCategoryMobileRequestSchema = z.object({
  id: requiredIdSchema,
  ...listDiscoveryShape,
});
export type ProductsByCategoryMobileRequest = z.input<typeof productsByCategoryMobileRequestSchema>;
export const productGroupSchema = z.object({
  _id: idSchema,
  name: z.string(),
  products: z.array(productSchema),
});
export type ProductGroup = z.infer<typeof productGroupSchema>;
export const productsByCategoryMobileReplySchema = z.extend(
  successEnvelope(z.array(productGroupSchema)),
  facetsReplyShape,
);
export type ProductsByCategoryMobileReply = z.infer<typeof productsByCategoryMobileReplySchema>;

/**
 * POST /api/product/get-pruduct-by-category-and-subcategory (SPEC's spelling): the listing
 * page; products in both, newest first, page from 1, limit up to 200 (the default).
 */
export const productsByCategoryAndSubCategoryRequestSchema = z.object({
  categoryId: requiredIdSchema,
  subCategoryId: requiredIdSchema,
  page: pageSchema,
  limit: pageSizeSchema(CATEGORY_LISTING_LIMIT, CATEGORY_LISTING_LIMIT),
  ...listDiscoveryShape,
});
export type ProductsByCategoryAndSubCategoryRequest = z.input<
  typeof productsByCategoryAndSubCategoryRequestSchema
>;
export const productsByCategoryAndSubCategoryReplySchema = z.extend(
  listEnvelope(productSchema),
  facetsReplyShape,
);
export type ProductsByCategoryAndSubCategoryReply = z.infer<
  typeof productsByCategoryAndSubCategoryReplySchema
>;

/** POST /api/product/get-product-details: a live product; 404 when unknown or trashed. */
export const productDetailsRequestSchema = z.object({ productId: requiredIdSchema });
export type ProductDetailsRequest = z.input<typeof productDetailsRequestSchema>;
export const productReplySchema = successEnvelope(productDetailsSchema);
export type ProductReply = z.infer<typeof productReplySchema>;

// ---------------------------------------------------------------------------------------------
// Requests: admin writes (SPEC §5 product form rules)

export const PRODUCT_LIMITS = {
  nameMax: 200,
  unitMax: 60,
  descriptionMax: 10_000,
  imagesMin: 1,
  imagesMax: 10,
  categoriesMax: 20,
  subCategoriesMax: 20,
  /** Whole rupees: ten lakh. */
  priceMax: 1_000_000,
  stockMax: 10_000_000,
  moreDetailsKeysMax: 20,
  moreDetailsKeyMax: 40,
  moreDetailsValueMax: 2000,
} as const;

/**
 * A whole number from JSON or a form: numbers, and strings holding one ("499"), are read;
 * missing or blank "is required", anything else "must be a whole number".
 */
const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.transform((value: number | string) => {
      if (typeof value !== 'string') return value;
      // A blank form field is a missing value, not zero.
      if (value.trim() === '') return undefined;
      return /^\s*[-+]?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
    }),
    z
      .number({
        error: (issue) => (issue.input === undefined ? 'is required' : 'must be a whole number'),
      })
      .check(
        z.int('must be a whole number'),
        z.gte(min, `must be at least ${min}`),
        z.lte(max, `must be at most ${max.toLocaleString('en-IN')}`),
      ),
  );

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * The embeddable form of a YouTube link (embed, watch, youtu.be or shorts), or undefined for
 * anything else. The product page puts it in an iframe, so only YouTube is allowed there.
 */
export function toYouTubeEmbedUrl(link: string): string | undefined {
  if (!isHttpsUrl(link)) return undefined;
  const url = new URL(link);
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let embedHost = 'www.youtube.com';
  if (host === 'youtu.be') {
    id = parts[0];
  } else if (['youtube.com', 'www.youtube.com', 'm.youtube.com'].includes(host)) {
    if (parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') id = parts[1];
  } else if (host === 'www.youtube-nocookie.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'embed') id = parts[1];
    embedHost = 'www.youtube-nocookie.com';
  }
  if (!id || !YOUTUBE_ID.test(id)) return undefined;
  return `https://${embedHost}/embed/${id}`;
}

const MORE_DETAILS_KEY = /^[\p{L}\p{N}][\p{L}\p{N} _.\-()&/]*$/u;

/** The rules of `more_details` beyond each value's own: the number of keys, key names, links. */
function checkMoreDetails(details: Record<string, string>, ctx: z.core.$RefinementCtx): void {
  const keys = Object.keys(details);
  if (keys.length > PRODUCT_LIMITS.moreDetailsKeysMax) {
    ctx.addIssue({
      code: 'custom',
      message: `must have at most ${PRODUCT_LIMITS.moreDetailsKeysMax} fields`,
    });
    return;
  }
  for (const key of keys) {
    if (key.length > PRODUCT_LIMITS.moreDetailsKeyMax || !MORE_DETAILS_KEY.test(key)) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `field names must be 1–${PRODUCT_LIMITS.moreDetailsKeyMax} characters and start with a letter or digit`,
      });
    }
  }
  const { driveLink, embedVideo } = details;
  if (driveLink && !isHttpsUrl(driveLink)) {
    ctx.addIssue({ code: 'custom', path: ['driveLink'], message: 'must be an https:// link' });
  }
  if (embedVideo && !toYouTubeEmbedUrl(embedVideo)) {
    ctx.addIssue({
      code: 'custom',
      path: ['embedVideo'],
      message: 'must be a YouTube link (https://www.youtube.com/embed/…)',
    });
  }
}

/**
 * `more_details` sent by the product form: named text fields (keys 1–40 characters starting
 * with a letter or digit, values at most 2000 characters, at most 20 keys). Values are trimmed
 * and a blank value means "no such field" (dropped) — except `driveLink`, where '' clears the
 * link. `driveLink` must be an https link; `embedVideo` a YouTube link (stored in embed form).
 */
export const moreDetailsInputSchema = z.pipe(
  z
    .record(
      z.string(),
      z
        .string({ error: 'must be text' })
        .check(
          z.trim(),
          z.maxLength(
            PRODUCT_LIMITS.moreDetailsValueMax,
            `must be at most ${PRODUCT_LIMITS.moreDetailsValueMax} characters`,
          ),
        ),
      { error: 'must be a map of named text fields' },
    )
    .check(z.superRefine(checkMoreDetails)),
  z.transform((details: Record<string, string>) => {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(details)) {
      if (key === 'driveLink') out[key] = value;
      else if (key === 'embedVideo' && value) out[key] = toYouTubeEmbedUrl(value)!;
      else if (value) out[key] = value;
    }
    return out;
  }),
);

/** The product form's fields, each required (SPEC §5), before defaults. */
const productFieldShape = {
  name: requiredTrimmedText(PRODUCT_LIMITS.nameMax),
  image: z.pipe(
    z
      .array(imageUrlSchema, {
        error: (issue) =>
          issue.input === undefined ? 'is required' : 'must be a list of image URLs',
      })
      .check(
        z.minLength(PRODUCT_LIMITS.imagesMin, 'must have at least one image'),
        z.maxLength(
          PRODUCT_LIMITS.imagesMax,
          `must have at most ${PRODUCT_LIMITS.imagesMax} images`,
        ),
      ),
    z.transform((urls: string[]) => [...new Set(urls)]),
  ),
  category: idListSchema('category', 1, PRODUCT_LIMITS.categoriesMax),
  subCategory: idListSchema('sub-category', 0, PRODUCT_LIMITS.subCategoriesMax),
  unit: requiredTrimmedText(PRODUCT_LIMITS.unitMax),
  stock: wholeNumber(0, PRODUCT_LIMITS.stockMax),
  price: wholeNumber(0, PRODUCT_LIMITS.priceMax),
  discount: wholeNumber(0, 100),
  description: requiredTrimmedText(PRODUCT_LIMITS.descriptionMax),
  more_details: moreDetailsInputSchema,
  ...productMetadataInputShape,
  ...productPreviewsInputShape,
};

/**
 * POST /api/product/create (admin). `subCategory` and `more_details` may be left out.
 * Replies with the admin shape.
 */
export const createProductRequestSchema = z.object({
  ...productFieldShape,
  subCategory: z._default(productFieldShape.subCategory, []),
  more_details: z._default(productFieldShape.more_details, {}),
});
export type CreateProductRequest = z.input<typeof createProductRequestSchema>;

/**
 * PUT /api/product/update-product-details (admin): `_id` plus any fields to change. A sent
 * `category` or `subCategory` list replaces the old one; a sent `more_details` replaces the
 * other extra fields, and changes the download link only when it holds a `driveLink` key.
 */
export const updateProductRequestSchema = z.object({
  _id: requiredIdSchema,
  name: z.optional(productFieldShape.name),
  image: z.optional(productFieldShape.image),
  category: z.optional(productFieldShape.category),
  subCategory: z.optional(productFieldShape.subCategory),
  unit: z.optional(productFieldShape.unit),
  stock: z.optional(productFieldShape.stock),
  price: z.optional(productFieldShape.price),
  discount: z.optional(productFieldShape.discount),
  description: z.optional(productFieldShape.description),
  more_details: z.optional(productFieldShape.more_details),
  ...productMetadataInputShape,
  ...productPreviewsInputShape,
});
export type UpdateProductRequest = z.input<typeof updateProductRequestSchema>;

/** Calls that act on one product by `_id`. */
export const productIdRequestSchema = z.object({ _id: requiredIdSchema });
export type ProductIdRequest = z.input<typeof productIdRequestSchema>;

/** create, update-product-details, delete-product, recover-product, deal calls. */
export const adminProductReplySchema = successEnvelope(adminProductSchema);
export type AdminProductReply = z.infer<typeof adminProductReplySchema>;

/** GET /api/product/all-products (admin): every live product, admin shape, newest first. */
export const allProductsReplySchema = successEnvelope(z.array(adminProductSchema));
export type AllProductsReply = z.infer<typeof allProductsReplySchema>;

/** DELETE /api/product/delete-permanent (admin): only from the recycle bin. */
export const deletedProductReplySchema = successEnvelope(z.object({ _id: idSchema }));
export type DeletedProductReply = z.infer<typeof deletedProductReplySchema>;

export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found.';
export const PRODUCT_BOUGHT_MESSAGE =
  'This product has been bought, so it cannot be deleted permanently. Buyers keep their downloads.';
export const PRODUCT_NOT_IN_TRASH_MESSAGE =
  'Only a product in the recycle bin can be deleted permanently. Delete it first.';

/** The schemas of `apiRoutes.product` (decision 0049), under the table's keys. */
export const productApi = {
  list: { body: productListRequestSchema, bodyOptional: true, reply: productListReplySchema },
  byCategory: { body: productsByCategoryRequestSchema, reply: productsByCategoryReplySchema },
  byCategoryMobile: {
    body: productsByCategoryMobileRequestSchema,
    reply: productsByCategoryMobileReplySchema,
  },
  listing: {
    body: productsByCategoryAndSubCategoryRequestSchema,
    reply: productsByCategoryAndSubCategoryReplySchema,
  },
  details: { body: productDetailsRequestSchema, reply: productReplySchema },
  /** No body: the home strip; with a page: the admin deals page (both shapes, one union). */
  deals: { body: dealsRequestSchema, bodyOptional: true, reply: dealsReplySchema },
  adminList: {
    body: adminProductListRequestSchema,
    bodyOptional: true,
    reply: adminProductListReplySchema,
  },
  allProducts: { reply: allProductsReplySchema },
  trashList: { body: trashListRequestSchema, bodyOptional: true, reply: trashListReplySchema },
  create: { body: createProductRequestSchema, reply: adminProductReplySchema },
  update: { body: updateProductRequestSchema, reply: adminProductReplySchema },
  moveToBin: { body: productIdRequestSchema, reply: adminProductReplySchema },
  recover: { body: productIdRequestSchema, reply: adminProductReplySchema },
  deletePermanent: { body: productIdRequestSchema, reply: deletedProductReplySchema },
  addToDeals: { body: productIdRequestSchema, reply: adminProductReplySchema },
  removeFromDeals: { body: productIdRequestSchema, reply: adminProductReplySchema },
} as const satisfies SchemasFor<'product'>;
