-- hand-written: a category or sub-category rename rewrites its products' search documents and
-- facet groups in a few statements instead of several per product (decision 54). At 100,000
-- products, renaming a category of 25,000 took 19 s on an idle machine (63 s under load),
-- past the pool's 15 s statement timeout, so the rename failed.

-- The set form of refresh_product_search (migration 0005): the products' admin search vectors,
-- then their storefront search rows. One UPDATE of products means the statement-level word
-- trigger runs once, not once per product.
CREATE OR REPLACE FUNCTION refresh_product_search_many(ids text[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET search_vector = product_search_document(p.id, p.name, p.description)
   WHERE p.id = ANY(ids);
  DELETE FROM product_search s
   WHERE s.product_id = ANY(ids)
     AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = s.product_id AND p.deleted_at IS NULL);
  -- Rows already there are updated in place (no speculative insert, no BEFORE INSERT trigger:
  -- their facet keys stay); a live product without a row gets one.
  UPDATE product_search s
     SET created_at = p.created_at, labels = product_search_labels(p.id, p.name),
         document = p.search_vector
    FROM products p
   WHERE p.id = s.product_id AND p.id = ANY(ids);
  INSERT INTO product_search (product_id, created_at, labels, document)
  SELECT p.id, p.created_at, product_search_labels(p.id, p.name), p.search_vector
    FROM products p
   WHERE p.id = ANY(ids) AND p.deleted_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM product_search s WHERE s.product_id = p.id)
  ON CONFLICT (product_id) DO NOTHING;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION category_rename_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    PERFORM refresh_product_search_many(
      ARRAY(SELECT pc.product_id FROM product_categories pc WHERE pc.category_id = NEW.id));
  ELSE
    PERFORM refresh_product_search_many(
      ARRAY(SELECT ps.product_id FROM product_sub_categories ps WHERE ps.sub_category_id = NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- The facet groups (migrations 0011, 0012) counted once per statement from its transition
-- tables: a sub-category rename rewrites thousands of facet rows in one statement, and the
-- row-level counter ran four statements for each of them. Transition tables allow one event
-- per trigger, hence three triggers sharing one function.
CREATE OR REPLACE FUNCTION product_facet_groups_count_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A statement trigger fires even when its statement touched no row (a refresh's DELETE of
  -- a live product, an upsert that only inserted).
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT FROM new_rows) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE product_facet_groups g SET products = g.products - o.n
      FROM (SELECT product_facet_group_key(f) AS key, count(*) AS n
              FROM old_rows f GROUP BY 1) o
     WHERE g.key = o.key;
    DELETE FROM product_facet_groups g
     WHERE g.products <= 0
       AND g.key IN (SELECT product_facet_group_key(f) FROM old_rows f);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO product_facet_groups (key, products, sale_price, on_sale, category_ids,
                                      sub_category_ids, software, software_keys, formats)
    SELECT product_facet_group_key(f), count(*), f.sale_price, f.on_sale, f.category_ids,
           f.sub_category_ids, f.software, f.software_keys, f.formats
      FROM new_rows f
     GROUP BY product_facet_group_key(f), f.sale_price, f.on_sale, f.category_ids,
              f.sub_category_ids, f.software, f.software_keys, f.formats
    ON CONFLICT (key) DO UPDATE SET products = product_facet_groups.products + excluded.products;
    -- Each product's search row moves to its new group.
    UPDATE product_search s SET facet_key = product_facet_group_key(f)
      FROM new_rows f
     WHERE s.product_id = f.product_id
       AND s.facet_key IS DISTINCT FROM product_facet_group_key(f);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER product_facet_groups_count ON product_facets;
--> statement-breakpoint
DROP FUNCTION product_facet_groups_trigger();
--> statement-breakpoint
CREATE TRIGGER product_facet_groups_count_insert
  AFTER INSERT ON product_facets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_groups_count_rows();
--> statement-breakpoint
CREATE TRIGGER product_facet_groups_count_update
  AFTER UPDATE ON product_facets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_groups_count_rows();
--> statement-breakpoint
CREATE TRIGGER product_facet_groups_count_delete
  AFTER DELETE ON product_facets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_facet_groups_count_rows();
