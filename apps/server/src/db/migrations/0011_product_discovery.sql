CREATE TABLE "product_facet_groups" (
	"key" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL,
	"sale_price" integer NOT NULL,
	"on_sale" boolean NOT NULL,
	"category_ids" text[] NOT NULL,
	"sub_category_ids" text[] NOT NULL,
	"software" text[] NOT NULL,
	"software_keys" text[] NOT NULL,
	"formats" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_facets" (
	"product_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sale_price" integer NOT NULL,
	"on_sale" boolean NOT NULL,
	"rating" double precision,
	"rating_count" integer NOT NULL,
	"category_ids" text[] NOT NULL,
	"sub_category_ids" text[] NOT NULL,
	"software" text[] NOT NULL,
	"software_keys" text[] NOT NULL,
	"formats" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_price" integer GENERATED ALWAYS AS (price - (price * discount + 99) / 100) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "included_files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "compatible_software" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "licence_summary" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_facets" ADD CONSTRAINT "product_facets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_facet_groups_categories_idx" ON "product_facet_groups" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "product_facet_groups_sub_categories_idx" ON "product_facet_groups" USING gin ("sub_category_ids");--> statement-breakpoint
CREATE INDEX "product_facets_created_idx" ON "product_facets" USING btree ("created_at" DESC NULLS FIRST,"product_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "product_facets_price_idx" ON "product_facets" USING btree ("sale_price","product_id");--> statement-breakpoint
CREATE INDEX "product_facets_rating_idx" ON "product_facets" USING btree ("rating" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "product_facets_categories_idx" ON "product_facets" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "product_facets_sub_categories_idx" ON "product_facets" USING gin ("sub_category_ids");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_nonnegative" CHECK ("products"."rating_count" >= 0 and "products"."rating_sum" >= 0);
--> statement-breakpoint
-- hand-written: product_facets follows every write that changes what it holds (decision 34).
-- Rebuilds the facet rows of the given products: live ones are upserted, others removed.
-- Software: the sub-categories' names (their tools) first, then the compatible software, one
-- spelling per lower-cased name. Formats: the included files' formats, each once.
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
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_facets_product_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_facets_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_facets_product
  AFTER INSERT OR UPDATE OF price, discount, deleted_at, created_at, rating_count, rating_sum,
                            included_files, compatible_software
  ON products FOR EACH ROW EXECUTE FUNCTION product_facets_product_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_facets_link_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN PERFORM product_facets_refresh(ARRAY[OLD.product_id]); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM product_facets_refresh(ARRAY[NEW.product_id]); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_facets_category_link
  AFTER INSERT OR UPDATE OR DELETE ON product_categories
  FOR EACH ROW EXECUTE FUNCTION product_facets_link_trigger();
--> statement-breakpoint
CREATE TRIGGER product_facets_sub_category_link
  AFTER INSERT OR UPDATE OR DELETE ON product_sub_categories
  FOR EACH ROW EXECUTE FUNCTION product_facets_link_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_facets_sub_category_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_facets_refresh(
    ARRAY(SELECT ps.product_id FROM product_sub_categories ps WHERE ps.sub_category_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_facets_sub_category_name
  AFTER UPDATE OF name ON sub_categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION product_facets_sub_category_trigger();
--> statement-breakpoint
-- The facet groups: product_facets summed by everything filters read.
CREATE OR REPLACE FUNCTION product_facet_group_key(f product_facets) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT md5(ROW(f.sale_price, f.on_sale, f.category_ids, f.sub_category_ids, f.software,
                 f.formats)::text)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_facet_groups_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE product_facet_groups SET products = products - 1
    WHERE key = product_facet_group_key(OLD);
    DELETE FROM product_facet_groups WHERE key = product_facet_group_key(OLD) AND products <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO product_facet_groups (key, products, sale_price, on_sale, category_ids,
                                      sub_category_ids, software, software_keys, formats)
    VALUES (product_facet_group_key(NEW), 1, NEW.sale_price, NEW.on_sale, NEW.category_ids,
            NEW.sub_category_ids, NEW.software, NEW.software_keys, NEW.formats)
    ON CONFLICT (key) DO UPDATE SET products = product_facet_groups.products + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rebuilds every group at once from product_facets: after a bulk load (this migration's
-- backfill, the bench's growth) instead of one counted change per product.
CREATE OR REPLACE FUNCTION product_facet_groups_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM product_facet_groups;
  INSERT INTO product_facet_groups (key, products, sale_price, on_sale, category_ids,
                                    sub_category_ids, software, software_keys, formats)
  SELECT product_facet_group_key(f), count(*), f.sale_price, f.on_sale, f.category_ids,
         f.sub_category_ids, f.software, f.software_keys, f.formats
  FROM product_facets f
  GROUP BY product_facet_group_key(f), f.sale_price, f.on_sale, f.category_ids,
           f.sub_category_ids, f.software, f.software_keys, f.formats;
$$;
--> statement-breakpoint
SELECT product_facets_refresh(ARRAY(SELECT id FROM products WHERE deleted_at IS NULL));
--> statement-breakpoint
SELECT product_facet_groups_rebuild();
--> statement-breakpoint
CREATE TRIGGER product_facet_groups_count
  AFTER INSERT OR UPDATE OR DELETE ON product_facets
  FOR EACH ROW EXECUTE FUNCTION product_facet_groups_trigger();
