-- hand-written: the links are refilled below (the new columns have no default to add them with).
DELETE FROM "product_facet_links";--> statement-breakpoint
ALTER TABLE "product_facet_links" ADD COLUMN "on_sale" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "product_facet_links" ADD COLUMN "category_ids" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_facet_links" ADD COLUMN "software_keys" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_facet_links" ADD COLUMN "formats" text[] NOT NULL;--> statement-breakpoint
-- hand-written: product_facets_refresh (migrations 0011, 0013) also copies the filter columns.
CREATE OR REPLACE FUNCTION product_facets_refresh(ids text[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM product_facets f
  WHERE f.product_id = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = f.product_id AND p.deleted_at IS NULL);
  INSERT INTO product_facets (product_id, created_at, sale_price, on_sale, rating, rating_count,
                              category_ids, sub_category_ids, software, software_keys, formats)
  SELECT p.id, p.created_at, p.sale_price, (p.discount > 0 AND p.price > 0),
         p.rating_sum::float8 / nullif(p.rating_count, 0), p.rating_count,
         coalesce((SELECT array_agg(pc.category_id ORDER BY pc.category_id)
                   FROM product_categories pc WHERE pc.product_id = p.id), '{}'),
         coalesce((SELECT array_agg(ps.sub_category_id ORDER BY ps.sub_category_id)
                   FROM product_sub_categories ps WHERE ps.product_id = p.id), '{}'),
         coalesce(sw.names, '{}'), coalesce(sw.keys, '{}'),
         coalesce((SELECT array_agg(DISTINCT f.value->>'format')
                   FROM jsonb_array_elements(p.included_files) f), '{}')
  FROM products p
  CROSS JOIN LATERAL (
    SELECT array_agg(d.name ORDER BY d.key) AS names, array_agg(d.key ORDER BY d.key) AS keys
    FROM (
      SELECT DISTINCT ON (lower(n.name)) n.name, lower(n.name) AS key
      FROM (
        SELECT s.name, 0 AS source, ps.position AS ord
        FROM product_sub_categories ps JOIN sub_categories s ON s.id = ps.sub_category_id
        WHERE ps.product_id = p.id
        UNION ALL
        SELECT c.value->>'software', 1, c.ord::int
        FROM jsonb_array_elements(p.compatible_software) WITH ORDINALITY AS c(value, ord)
      ) n
      ORDER BY lower(n.name), n.source, n.ord
    ) d
  ) sw
  WHERE p.id = ANY(ids) AND p.deleted_at IS NULL
  ON CONFLICT (product_id) DO UPDATE SET
    created_at = excluded.created_at, sale_price = excluded.sale_price,
    on_sale = excluded.on_sale, rating = excluded.rating, rating_count = excluded.rating_count,
    category_ids = excluded.category_ids, sub_category_ids = excluded.sub_category_ids,
    software = excluded.software, software_keys = excluded.software_keys,
    formats = excluded.formats;

  -- The sort keys and filter columns once per sub-category (product_facet_links): rewritten
  -- with the facet row.
  DELETE FROM product_facet_links l WHERE l.product_id = ANY(ids);
  INSERT INTO product_facet_links (sub_category_id, product_id, created_at, sale_price, rating,
                                   rating_count, on_sale, category_ids, software_keys, formats)
  SELECT s.id, f.product_id, f.created_at, f.sale_price, f.rating, f.rating_count, f.on_sale,
         f.category_ids, f.software_keys, f.formats
  FROM product_facets f CROSS JOIN unnest(f.sub_category_ids) AS s(id)
  WHERE f.product_id = ANY(ids);
$$;
--> statement-breakpoint
INSERT INTO product_facet_links (sub_category_id, product_id, created_at, sale_price, rating,
                                 rating_count, on_sale, category_ids, software_keys, formats)
SELECT s.id, f.product_id, f.created_at, f.sale_price, f.rating, f.rating_count, f.on_sale,
       f.category_ids, f.software_keys, f.formats
FROM product_facets f CROSS JOIN unnest(f.sub_category_ids) AS s(id);--> statement-breakpoint
-- hand-written: each sort index carries the filter columns (INCLUDE, which drizzle cannot
-- spell), so a walk checks its filters on the index entry and never reads the table row.
DROP INDEX "product_facet_links_created_idx";--> statement-breakpoint
CREATE INDEX "product_facet_links_created_idx" ON "product_facet_links" USING btree ("sub_category_id","created_at" DESC NULLS FIRST,"product_id" DESC NULLS FIRST) INCLUDE ("sale_price","on_sale","category_ids","software_keys","formats");--> statement-breakpoint
DROP INDEX "product_facet_links_price_idx";--> statement-breakpoint
CREATE INDEX "product_facet_links_price_idx" ON "product_facet_links" USING btree ("sub_category_id","sale_price","product_id") INCLUDE ("on_sale","category_ids","software_keys","formats");--> statement-breakpoint
DROP INDEX "product_facet_links_rating_idx";--> statement-breakpoint
CREATE INDEX "product_facet_links_rating_idx" ON "product_facet_links" USING btree ("sub_category_id","rating" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"product_id") INCLUDE ("sale_price","on_sale","category_ids","software_keys","formats");
--> statement-breakpoint
-- hand-written: the same for the facet rows' sort indexes (New Products, search), so a walk
-- that passes many rows (the cheapest products all free when "on sale" is chosen) checks
-- them on the index entries.
DROP INDEX "product_facets_created_idx";--> statement-breakpoint
CREATE INDEX "product_facets_created_idx" ON "product_facets" USING btree ("created_at" DESC NULLS FIRST,"product_id" DESC NULLS FIRST) INCLUDE ("sale_price","on_sale","category_ids","sub_category_ids","software_keys","formats");--> statement-breakpoint
DROP INDEX "product_facets_price_idx";--> statement-breakpoint
CREATE INDEX "product_facets_price_idx" ON "product_facets" USING btree ("sale_price","product_id") INCLUDE ("on_sale","category_ids","sub_category_ids","software_keys","formats");--> statement-breakpoint
DROP INDEX "product_facets_rating_idx";--> statement-breakpoint
CREATE INDEX "product_facets_rating_idx" ON "product_facets" USING btree ("rating" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"product_id") INCLUDE ("sale_price","on_sale","category_ids","sub_category_ids","software_keys","formats");
