CREATE TABLE "product_cards" (
	"product_id" text PRIMARY KEY NOT NULL,
	"fields" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: the fields every product shape starts with (`_id` … `updatedAt`, decision 53)
-- as the opening of a JSON object in the contract's key order, without its closing brace: the
-- card and the product page add their optional fields and the brace as they are read.
CREATE OR REPLACE FUNCTION product_cards_refresh(ids text[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO product_cards (product_id, fields)
  SELECT p.id,
         left((SELECT row_to_json(r) FROM (SELECT
           p.id AS "_id", p.name, p.images AS image,
           array_to_json(array(
             SELECT row_to_json(x) FROM (
               SELECT c.id AS "_id", c.name, c.image
               FROM product_categories pc JOIN categories c ON c.id = pc.category_id
               WHERE pc.product_id = p.id ORDER BY pc.position, c.id) x)) AS category,
           array_to_json(array(
             SELECT row_to_json(x) FROM (
               SELECT s.id AS "_id", s.name, s.image
               FROM product_sub_categories ps JOIN sub_categories s ON s.id = ps.sub_category_id
               WHERE ps.product_id = p.id ORDER BY ps.position, s.id) x)) AS "subCategory",
           p.unit, p.stock, p.price, p.discount, p.description,
           p.more_details - 'driveLink' AS more_details,
           to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
           to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
         ) r)::text, -1)
  FROM products p
  WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET fields = excluded.fields;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_cards_product_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_cards_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every column of the stored fields (not the search vector, the download link, the rating or
-- the clip, which the reads add).
CREATE TRIGGER product_cards_product
  AFTER INSERT OR UPDATE OF name, images, unit, stock, price, discount, description,
                            more_details, created_at, updated_at
  ON products FOR EACH ROW EXECUTE FUNCTION product_cards_product_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_cards_link_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN PERFORM product_cards_refresh(ARRAY[OLD.product_id]); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM product_cards_refresh(ARRAY[NEW.product_id]); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_cards_category_link
  AFTER INSERT OR UPDATE OR DELETE ON product_categories
  FOR EACH ROW EXECUTE FUNCTION product_cards_link_trigger();
--> statement-breakpoint
CREATE TRIGGER product_cards_sub_category_link
  AFTER INSERT OR UPDATE OR DELETE ON product_sub_categories
  FOR EACH ROW EXECUTE FUNCTION product_cards_link_trigger();
--> statement-breakpoint
-- A category's or sub-category's name or image is in the stored fields of each of its products.
CREATE OR REPLACE FUNCTION product_cards_label_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    PERFORM product_cards_refresh(
      ARRAY(SELECT pc.product_id FROM product_categories pc WHERE pc.category_id = NEW.id));
  ELSE
    PERFORM product_cards_refresh(
      ARRAY(SELECT ps.product_id FROM product_sub_categories ps WHERE ps.sub_category_id = NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_cards_category_label
  AFTER UPDATE OF name, image ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.image IS DISTINCT FROM NEW.image)
  EXECUTE FUNCTION product_cards_label_trigger();
--> statement-breakpoint
CREATE TRIGGER product_cards_sub_category_label
  AFTER UPDATE OF name, image ON sub_categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.image IS DISTINCT FROM NEW.image)
  EXECUTE FUNCTION product_cards_label_trigger();
--> statement-breakpoint
SELECT product_cards_refresh(ARRAY(SELECT id FROM products));
