-- hand-written: a search's facet counts without reading product_facets (decision 34).
-- Each storefront search row carries the key of its product's facet group, so a search's
-- counts group its matching rows by one short text and add up the groups, instead of joining
-- every match to its facet row (the join was most of a broad search's cost).
ALTER TABLE product_search ADD COLUMN facet_key text;
--> statement-breakpoint
UPDATE product_search s SET facet_key = product_facet_group_key(f)
FROM product_facets f WHERE f.product_id = s.product_id;
--> statement-breakpoint
-- A search row written after its facet row (a new or recovered product) takes its key here;
-- one written before it gets the key from the facet row's own trigger below.
CREATE OR REPLACE FUNCTION product_search_facet_key_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.facet_key := (SELECT product_facet_group_key(f) FROM product_facets f
                    WHERE f.product_id = NEW.product_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_facet_key
  BEFORE INSERT ON product_search
  FOR EACH ROW EXECUTE FUNCTION product_search_facet_key_trigger();
--> statement-breakpoint
-- The group counter also moves the product's search row to its new group.
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
    UPDATE product_search SET facet_key = product_facet_group_key(NEW)
    WHERE product_id = NEW.product_id
      AND facet_key IS DISTINCT FROM product_facet_group_key(NEW);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The bulk rebuild (after a load with the counter off) sets the search rows' keys too.
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
  UPDATE product_search s SET facet_key = product_facet_group_key(f)
  FROM product_facets f
  WHERE f.product_id = s.product_id AND s.facet_key IS DISTINCT FROM product_facet_group_key(f);
$$;
