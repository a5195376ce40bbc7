-- Weighted full-text document per product: name (A) > category and sub-category names (B)
-- > description (C). Categories live in join tables, so triggers on those tables and on
-- renames keep the document current; a product's own trigger covers name and description.
CREATE OR REPLACE FUNCTION refresh_product_search(pid text) RETURNS void
LANGUAGE sql AS $$
  UPDATE products p SET search_vector =
      setweight(to_tsvector('english', coalesce(p.name, '')), 'A')
   || setweight(to_tsvector('english', coalesce((
        SELECT string_agg(c.name, ' ') FROM product_categories pc
          JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id), '')), 'B')
   || setweight(to_tsvector('english', coalesce((
        SELECT string_agg(s.name, ' ') FROM product_sub_categories ps
          JOIN sub_categories s ON s.id = ps.sub_category_id WHERE ps.product_id = p.id), '')), 'B')
   || setweight(to_tsvector('english', coalesce(p.description, '')), 'C')
  WHERE p.id = pid;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_refresh
  AFTER INSERT OR UPDATE OF name, description ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_links_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_search(OLD.product_id);
  ELSE
    PERFORM refresh_product_search(NEW.product_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_categories_search_refresh
  AFTER INSERT OR DELETE ON product_categories
  FOR EACH ROW EXECUTE FUNCTION product_links_search_trigger();
--> statement-breakpoint
CREATE TRIGGER product_sub_categories_search_refresh
  AFTER INSERT OR DELETE ON product_sub_categories
  FOR EACH ROW EXECUTE FUNCTION product_links_search_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION category_rename_search_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    PERFORM refresh_product_search(pc.product_id) FROM product_categories pc
      WHERE pc.category_id = NEW.id;
  ELSE
    PERFORM refresh_product_search(ps.product_id) FROM product_sub_categories ps
      WHERE ps.sub_category_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_rename_search_refresh
  AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION category_rename_search_trigger();
--> statement-breakpoint
CREATE TRIGGER sub_categories_rename_search_refresh
  AFTER UPDATE OF name ON sub_categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION category_rename_search_trigger();
