-- hand-written: a product's stored card fields (decision 53) built by one function, which the
-- refresh stores and the reads fall back to when a product has no stored row. Before, a
-- product without one (a row removed by hand, a restore that left the table out) vanished
-- from every list while the counts still held it; now it is listed as always, built as it is
-- read, and the next write to it stores its row again.
CREATE OR REPLACE FUNCTION product_card_fields(p products) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT left((SELECT row_to_json(r) FROM (SELECT
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
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_cards_refresh(ids text[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO product_cards (product_id, fields)
  SELECT p.id, product_card_fields(p)
  FROM products p
  WHERE p.id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET fields = excluded.fields;
$$;
