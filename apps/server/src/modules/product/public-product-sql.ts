import { type SQL, sql } from 'drizzle-orm';

/** A timestamp column as ISO-8601 in UTC with milliseconds, as every date travels. */
const isoUtc = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The categories and sub-categories of `p`, in the order the admin chose them. */
const productLinkColumns = sql`
  coalesce((
    select json_agg(json_build_object('_id', c.id, 'name', c.name, 'image', c.image)
                    order by pc.position, c.id)
    from product_categories pc join categories c on c.id = pc.category_id
    where pc.product_id = p.id), '[]'::json) as category,
  coalesce((
    select json_agg(json_build_object('_id', s.id, 'name', s.name, 'image', s.image)
                    order by ps.position, s.id)
    from product_sub_categories ps join sub_categories s on s.id = ps.sub_category_id
    where ps.product_id = p.id), '[]'::json) as "subCategory"`;

/**
 * The rating of a product (issue 16, decision 38) as an object holding `ratingAverage` (one
 * decimal) and `ratingCount`, or null while no visible review rates it; `withDetails` spreads
 * it, so an unrated product answers exactly as before. A read that does not spread it sends
 * no rating: the reply schemas strip the unknown `rating` key.
 */
const ratingColumn = sql`
  case when p.rating_count > 0 then json_build_object(
    'ratingAverage', round(p.rating_sum::numeric / p.rating_count, 1),
    'ratingCount', p.rating_count) end as "rating"`;

/**
 * The public product projection, shared by every catalogue read. It builds the SPEC §3 wire
 * shape in SQL (categories and sub-categories as JSON arrays) so a page of products is one
 * round trip. It never selects `drive_link`: that column only leaves the database through
 * the entitlement route (DESIGN §4) and the admin projection below.
 */
const baseProductColumns = sql`
  p.id as "_id", p.name, p.images as image,
  ${productLinkColumns},
  p.unit, p.stock, p.price, p.discount, p.description,
  p.more_details - 'driveLink' as more_details,
  ${isoUtc(sql`p.created_at`)} as "createdAt",
  ${isoUtc(sql`p.updated_at`)} as "updatedAt",
  ${ratingColumn}`;

/**
 * Preview media (issue 16, decision 37) as one JSON object holding only what is set, spread
 * onto the product by `withDetails` like the page details. Cards get the clip's address and
 * poster; the product page and the admin shape get the pairs and the whole clip.
 */
const cardPreviewColumn = sql`
  case when p.preview_clip is not null
    then jsonb_build_object('previewClip', p.preview_clip - 'durationSec') end as "previewMedia"`;
const pagePreviewColumn = sql`
  jsonb_strip_nulls(jsonb_build_object(
    'previews', nullif(p.preview_pairs, '[]'::jsonb),
    'previewClip', p.preview_clip)) as "previewMedia"`;

/**
 * The public product projection, shared by every catalogue read (see the base columns);
 * list readers spread its preview column with `withDetails`.
 */
export const publicProductColumns = sql`${baseProductColumns}, ${cardPreviewColumn}`;

/**
 * A product's page details (issue 16) as one JSON object holding only the fields that are
 * set, so a product without them answers exactly as before. `withDetails` spreads it.
 */
const detailsColumn = sql`
  jsonb_strip_nulls(jsonb_build_object(
    'includedFiles', nullif(p.included_files, '[]'::jsonb),
    'compatibleSoftware', nullif(p.compatible_software, '[]'::jsonb),
    'resolution', p.resolution,
    'licenceSummary', p.licence_summary)) as "details"`;

/** Columns holding an object of set fields (or null), spread onto the row by withDetails. */
const SPREAD_COLUMNS = ['details', 'rating', 'downloads', 'previewMedia'] as const;

/**
 * A row with `details`, `rating`, `downloads` or `previewMedia` columns, their fields spread
 * onto the product (set ones only).
 */
export function withDetails<T extends Record<string, unknown>>(row: T): T {
  if (!SPREAD_COLUMNS.some((column) => Object.hasOwn(row, column))) return row;
  const out: Record<string, unknown> = { ...row };
  for (const column of SPREAD_COLUMNS) {
    if (!Object.hasOwn(out, column)) continue;
    const fields = out[column] as Record<string, unknown> | null;
    delete out[column];
    Object.assign(out, fields ?? {});
  }
  return out as T;
}

/**
 * The admin projection: the public shape plus the download link back under
 * `more_details.driveLink` (decision 0001), `isDeal` and `deletedAt`. Only admin-guarded
 * routes may select it.
 */
export const adminProductColumns = sql`
  p.id as "_id", p.name, p.images as image,
  ${productLinkColumns},
  p.unit, p.stock, p.price, p.discount, p.description,
  (p.more_details - 'driveLink') || jsonb_build_object('driveLink', p.drive_link) as more_details,
  ${isoUtc(sql`p.created_at`)} as "createdAt",
  ${isoUtc(sql`p.updated_at`)} as "updatedAt",
  p.is_deal as "isDeal",
  ${isoUtc(sql`p.deleted_at`)} as "deletedAt",
  ${detailsColumn},
  ${pagePreviewColumn}`;

/**
 * Matches a shopper's text: full-text on the weighted document, or a name that contains the
 * text (trigram index) — so partial words and product codes are found too. The catalogue
 * search endpoint builds on this with ranking and typo tolerance.
 */
export function productTextMatch(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  return sql`(p.search_vector @@ websearch_to_tsquery('english', ${search})
              or p.name ilike ${pattern})`;
}

export function productTextRank(search: string): SQL {
  return sql`ts_rank(p.search_vector, websearch_to_tsquery('english', ${search}))
             + similarity(p.name, ${search})`;
}

/** `%` and `_` typed by a shopper are literal characters, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * The discovery scope of a `/get` search with sort or filters (a `DiscoveryScope` of
 * discovery.ts): products whose text matches, ranked as `listLive` ranks them.
 */
export function textSearchScope(search: string) {
  return {
    from: sql`join products p on p.id = f.product_id`,
    where: productTextMatch(search),
    relevance: sql`${productTextRank(search)} desc, f.created_at desc, f.product_id desc`,
  };
}

/*
 * The public product as JSON text built by PostgreSQL (issue 18 point 6, decision 51): the
 * cache-missed reads send it as it comes, without parsing it into objects and serializing
 * them again. Keys come in the contract schema's order (what its serializer wrote), and the
 * optional ones only when set, so a reply holds the same JSON as before. row_to_json and
 * array_to_json write no spaces; a jsonb value inside (more_details, a clip) keeps jsonb's.
 */

/**
 * The fields every product shape starts with (`_id` … `updatedAt`) as the opening of a JSON
 * object, without its closing brace: stored per product in `product_cards` (decision 53) and
 * rewritten by triggers whenever one of them changes, so a page of 200 products looks them
 * up instead of building each from the product, its links and their names. Their SQL is
 * `product_card_fields` (migration 0025), which builds them here too when a product has no
 * stored row (COALESCE evaluates it only then): the product is listed all the same.
 */
const storedFields = sql`coalesce(
  (select c.fields from product_cards c where c.product_id = p.id), product_card_fields(p))`;

/** The stored fields, then the optional `,"key":value` parts (null when unset), then `}`. */
const withOptional = (parts: SQL[]) =>
  sql`${storedFields} || ${sql.join(
    parts.map((part) => sql`coalesce(${part}, '')`),
    sql` || `,
  )} || '}'`;

/** `,"ratingAverage":4.5,"ratingCount":2` while a visible review rates the product. */
const ratingJson = sql`case when p.rating_count > 0 then
  ',"ratingAverage":' || round(p.rating_sum::numeric / p.rating_count, 1)::float8::text
  || ',"ratingCount":' || p.rating_count::text end`;

/**
 * A product card (`productSchema`) as JSON text, for `products p`: the card's clip (address
 * and poster) and the rating only when set.
 */
export const productCardJson = withOptional([
  sql`',"previewClip":' || (p.preview_clip - 'durationSec')::text`,
  ratingJson,
]);

/** `,"key":value` for a jsonb array, when it has items. */
const listJson = (key: string, column: SQL) =>
  sql`case when ${column} <> '[]'::jsonb then ${keyJson(key)} || ${column}::text end`;
/** `,"key":"text"`, when set. */
const textJson = (key: string, column: SQL) => sql`${keyJson(key)} || to_json(${column})::text`;
/** `',"key":'` as a literal (keys are this file's constants). */
const keyJson = (key: string) => sql.raw(`',"${key}":'`);

/**
 * The product page (`productDetailsSchema`) as JSON text, for `products p`: the whole clip,
 * the rating, the page details, the pairs and the download count, each only when set.
 */
export const productDetailsJson = withOptional([
  sql`',"previewClip":' || p.preview_clip::text`,
  ratingJson,
  listJson('includedFiles', sql`p.included_files`),
  listJson('compatibleSoftware', sql`p.compatible_software`),
  textJson('resolution', sql`p.resolution`),
  textJson('licenceSummary', sql`p.licence_summary`),
  // Each pair's keys in the schema's order (jsonb keeps them shortest first).
  sql`case when p.preview_pairs <> '[]'::jsonb then ',"previews":[' || (
      select string_agg('{"before":' || to_json(e.v ->> 'before')::text
        || ',"after":' || to_json(e.v ->> 'after')::text
        || coalesce(',"label":' || to_json(e.v ->> 'label')::text, '') || '}', ',' order by e.n)
      from jsonb_array_elements(p.preview_pairs) with ordinality as e(v, n)) || ']' end`,
  sql`(select ',"downloadCount":' || n::text from (
       select count(distinct d.user_id)::int as n from downloads d where d.product_id = p.id) c
     where n > 0)`,
]);
