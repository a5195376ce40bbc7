import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns.js';

/** One file of a product's download, as stored (format upper-case, no dot: 'CUBE'). */
export interface IncludedFileRow {
  name: string;
  format: string;
  sizeBytes: number;
}

/** A program a product works in, as stored; `versions` is free text ('18 and later'). */
export interface CompatibleSoftwareRow {
  software: string;
  versions?: string;
}

/** A before/after pair of a product's previews (issue 16), as stored: two upload URLs. */
export interface PreviewPairRow {
  before: string;
  after: string;
  label?: string;
}

/** A product's preview clip, as stored: an uploaded MP4/WebM, its poster and its length. */
export interface PreviewClipRow {
  src: string;
  poster: string;
  durationSec: number;
}

/** PostgreSQL full-text document; maintained by triggers (see the search migration). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`)],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sub_categories_name_idx').on(t.name)],
);

/** A sub-category belongs to one or more categories (SPEC §3). */
export const subCategoryCategories = pgTable(
  'sub_category_categories',
  {
    subCategoryId: text('sub_category_id')
      .notNull()
      .references(() => subCategories.id, { onDelete: 'cascade' }),
    // Restrict: a category in use cannot silently vanish from under its sub-categories.
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.subCategoryId, t.categoryId] }),
    index('sub_category_categories_category_idx').on(t.categoryId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** Image URLs in display order; the first is the card image. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    unit: text('unit').notNull().default(''),
    stock: integer('stock').notNull().default(0),
    /** Whole rupees. 0 means free. */
    price: integer('price').notNull(),
    /** Percent, 0–100. */
    discount: integer('discount').notNull().default(0),
    description: text('description').notNull().default(''),
    /** Extra named text fields (SPEC §3 more_details) except the download link. */
    moreDetails: jsonb('more_details').$type<Record<string, string>>().notNull().default({}),
    /**
     * The download link lives in its own column so that no public query can return it by
     * accident (DESIGN §4); only the entitlement route and admin replies read it.
     */
    driveLink: text('drive_link').notNull().default(''),
    isDeal: boolean('is_deal').notNull().default(false),
    /** Recycle bin: set when an admin deletes; cleared on recover. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    searchVector: tsvector('search_vector'),
    /**
     * What a shopper pays (SPEC §9: the discount rounded up to whole rupees), kept by the
     * database so price sorts and filters use an index. Integer ceiling: (a + 99) / 100.
     */
    salePrice: integer('sale_price')
      .notNull()
      .generatedAlwaysAs(sql`price - (price * discount + 99) / 100`),
    /** Product page details (issue 16): the files in the download, `{ name, format, sizeBytes }`. */
    includedFiles: jsonb('included_files').$type<IncludedFileRow[]>().notNull().default([]),
    /** Software it works in besides its sub-category's tool, `{ software, versions? }`. */
    compatibleSoftware: jsonb('compatible_software')
      .$type<CompatibleSoftwareRow[]>()
      .notNull()
      .default([]),
    resolution: text('resolution'),
    licenceSummary: text('licence_summary'),
    /** Real previews (issue 16, decision 37): before/after pairs and a clip; [] / null: none. */
    previewPairs: jsonb('preview_pairs').$type<PreviewPairRow[]>().notNull().default([]),
    previewClip: jsonb('preview_clip').$type<PreviewClipRow>(),
    /**
     * Ratings, summed and counted for the "rating" sort. Kept at 0 until reviews exist; the
     * reviews module will maintain them in the same transaction as each review write (and
     * clear the catalogue cache, as any catalogue write does).
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_nonnegative', sql`${t.price} >= 0`),
    check('products_rating_nonnegative', sql`${t.ratingCount} >= 0 and ${t.ratingSum} >= 0`),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_discount_percent', sql`${t.discount} between 0 and 100`),
    // Live catalogue, newest first (home rows, admin list, sitemap).
    index('products_live_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    index('products_trash_idx')
      .on(t.deletedAt.desc().nullsFirst())
      .where(sql`${t.deletedAt} is not null`),
    index('products_deals_idx')
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.isDeal} and ${t.deletedAt} is null`),
    // The admin product list's filters (issue 16): live rows newest first with what the
    // stock, free/paid and deals filters read, so a filtered page and its count scan this
    // index alone (an index-only scan) instead of the wide product rows.
    index('products_admin_list_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.stock, t.salePrice, t.isDeal)
      .where(sql`${t.deletedAt} is null`),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/**
 * One narrow row per LIVE product holding what sorts and filters read (issue 16, decision
 * 33): a sorted, filtered page and its facet counts scan these rows, never the wide product
 * rows. Kept by triggers (migration 0010, `product_facets_refresh`) on products, their
 * category and sub-category links and sub-category renames; a trashed product has no row.
 */
export const productFacets = pgTable(
  'product_facets',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    salePrice: integer('sale_price').notNull(),
    onSale: boolean('on_sale').notNull(),
    /** Average rating; null while unrated (sorted last). */
    rating: doublePrecision('rating'),
    ratingCount: integer('rating_count').notNull(),
    categoryIds: text('category_ids').array().notNull(),
    subCategoryIds: text('sub_category_ids').array().notNull(),
    /** The sub-categories' tools and the compatible software, one spelling per name. */
    software: text('software').array().notNull(),
    /** `software` lower-cased: what the software filter matches. */
    softwareKeys: text('software_keys').array().notNull(),
    formats: text('formats').array().notNull(),
  },
  // The three sort indexes also INCLUDE every filter column (migration 0017 re-creates them:
  // drizzle cannot spell INCLUDE), so a walk checks its filters on the index entries.
  (t) => [
    index('product_facets_created_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.productId.desc().nullsFirst(),
    ),
    index('product_facets_price_idx').on(t.salePrice, t.productId),
    index('product_facets_rating_idx').on(
      t.rating.desc().nullsLast(),
      t.ratingCount.desc().nullsLast(),
      t.productId,
    ),
    index('product_facets_categories_idx').using('gin', t.categoryIds),
    index('product_facets_sub_categories_idx').using('gin', t.subCategoryIds),
  ],
);

/**
 * The fields every public product shape starts with (`_id` … `updatedAt`: the product, its
 * categories and sub-categories with their names and images, its dates) as the opening of a
 * JSON object without its closing brace (decision 53). A list reply's card and the product
 * page add their optional fields (clip, rating, page details) as they are read, so a page of
 * 200 products looks 200 of these up instead of building each (~50 µs a product in
 * PostgreSQL, most of a cache-missed listing's cost). Written only by `product_cards_refresh`
 * (migration 0022), from triggers on every row the fields read: products, their category and
 * sub-category links, and category and sub-category names and images.
 */
export const productCards = pgTable('product_cards', {
  productId: text('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  fields: text('fields').notNull(),
});

/**
 * `product_facets` once per sub-category of the product, with the sort keys and every column
 * a filter reads (issue 16, decision 34): a listing or a mobile group walks its sub-category's
 * rows in the chosen order through these indexes, checking each row's filters on the index
 * entry itself (the sort indexes INCLUDE the filter columns: migration 0017 re-creates them,
 * which drizzle cannot spell), so a walk never visits a table row. Written with the facet row
 * by `product_facets_refresh` (migrations 0013, 0017).
 */
export const productFacetLinks = pgTable(
  'product_facet_links',
  {
    subCategoryId: text('sub_category_id').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => productFacets.productId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    salePrice: integer('sale_price').notNull(),
    rating: doublePrecision('rating'),
    ratingCount: integer('rating_count').notNull(),
    onSale: boolean('on_sale').notNull(),
    categoryIds: text('category_ids').array().notNull(),
    softwareKeys: text('software_keys').array().notNull(),
    formats: text('formats').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subCategoryId, t.productId] }),
    index('product_facet_links_product_idx').on(t.productId),
    index('product_facet_links_created_idx').on(
      t.subCategoryId,
      t.createdAt.desc().nullsFirst(),
      t.productId.desc().nullsFirst(),
    ),
    index('product_facet_links_price_idx').on(t.subCategoryId, t.salePrice, t.productId),
    index('product_facet_links_rating_idx').on(
      t.subCategoryId,
      t.rating.desc().nullsLast(),
      t.ratingCount.desc().nullsLast(),
      t.productId,
    ),
  ],
);

/**
 * `product_facets` summed: one row per distinct combination of what filters read, with how
 * many live products have it (decision 34). Facet counts of listings and New Products add
 * these up instead of reading a row per product. Kept by a trigger on `product_facets`.
 */
export const productFacetGroups = pgTable(
  'product_facet_groups',
  {
    /** md5 of the combination (product_facet_group_key). */
    key: text('key').primaryKey(),
    products: integer('products').notNull(),
    salePrice: integer('sale_price').notNull(),
    onSale: boolean('on_sale').notNull(),
    categoryIds: text('category_ids').array().notNull(),
    subCategoryIds: text('sub_category_ids').array().notNull(),
    software: text('software').array().notNull(),
    softwareKeys: text('software_keys').array().notNull(),
    formats: text('formats').array().notNull(),
  },
  (t) => [
    index('product_facet_groups_categories_idx').using('gin', t.categoryIds),
    index('product_facet_groups_sub_categories_idx').using('gin', t.subCategoryIds),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

export const productSubCategories = pgTable(
  'product_sub_categories',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    subCategoryId: text('sub_category_id')
      .notNull()
      .references(() => subCategories.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.subCategoryId] }),
    index('product_sub_categories_sub_idx').on(t.subCategoryId, t.productId),
  ],
);

export const bannerKind = pgEnum('banner_kind', ['desktop', 'mobile']);

/** Home banners: separate desktop and mobile sets; some link outward (SPEC §2 Home). */
export const banners = pgTable(
  'banners',
  {
    id: idColumn(),
    kind: bannerKind('kind').notNull(),
    image: text('image').notNull(),
    alt: text('alt').notNull().default(''),
    /** Optional headline, line and call-to-action button over the image (decision 0030). */
    title: text('title'),
    subtitle: text('subtitle'),
    buttonLabel: text('button_label'),
    linkUrl: text('link_url'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('banners_kind_position_idx').on(t.kind, t.position).where(sql`${t.active}`),
    // A button must lead somewhere: its label alone would be a dead control.
    check('banners_button_has_link', sql`${t.buttonLabel} is null or ${t.linkUrl} is not null`),
  ],
);
