-- hand-written: a one-word search's facet counts without visiting its matches (decision 57).
-- The facet query of a search counted its matches per facet group by reading every matching
-- search row ('presets' at 100,000 products: 21,873 rows, ~16 ms, most of the request). This
-- table keeps, per lexeme of the search documents, how many live products of each facet
-- group hold it, and whether in their labels (the relevance tier). A search of one word
-- whose lexeme is the only one its prefix matches reads its groups here (a few dozen rows).
-- Kept by statement-level triggers on product_search, from their transition tables: a rename
-- that rewrites thousands of search rows changes only the counts whose lexemes moved.
CREATE TABLE IF NOT EXISTS search_term_groups (
  lexeme text COLLATE "C" NOT NULL,
  facet_key text NOT NULL,
  in_labels boolean NOT NULL,
  products integer NOT NULL,
  PRIMARY KEY (lexeme, facet_key, in_labels)
);
--> statement-breakpoint
-- What one search row counts for: each lexeme of its document, in its facet group, and
-- whether its labels hold it. A row without a facet key is in no group (the live count
-- drops it too, joining the groups).
CREATE OR REPLACE FUNCTION search_term_group_rows(s product_search)
RETURNS TABLE (lexeme text, facet_key text, in_labels boolean)
LANGUAGE sql IMMUTABLE AS $$
  SELECT w.lexeme, s.facet_key, w.lexeme = ANY (tsvector_to_array(s.labels))
  FROM unnest(tsvector_to_array(s.document)) AS w(lexeme)
  WHERE s.facet_key IS NOT NULL
$$;
--> statement-breakpoint
-- Adds the changes, in key order (two writers lock shared rows in the same order), then
-- drops the rows a decrease brought to zero that no other transaction holds (SKIP LOCKED:
-- never waits, so never deadlocks; a row left at zero is dropped by a later decrease, and
-- reads ignore it). Only the changed keys are looked at, so no index on `products` is needed
-- and a count's update stays HOT.
CREATE OR REPLACE FUNCTION search_term_groups_apply(changes jsonb) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_term_groups AS g (lexeme, facet_key, in_labels, products)
  SELECT c.lexeme, c.facet_key, c.in_labels, c.products
    FROM jsonb_to_recordset(changes) AS c(lexeme text, facet_key text, in_labels boolean,
                                          products integer)
   ORDER BY 1, 2, 3
  ON CONFLICT (lexeme, facet_key, in_labels)
  DO UPDATE SET products = g.products + excluded.products;
  DELETE FROM search_term_groups g
   WHERE g.ctid IN (
     SELECT z.ctid
       FROM jsonb_to_recordset(changes) AS c(lexeme text, facet_key text, in_labels boolean,
                                             products integer)
       JOIN search_term_groups z
         ON z.lexeme = c.lexeme COLLATE "C" AND z.facet_key = c.facet_key
        AND z.in_labels = c.in_labels
      WHERE c.products < 0 AND z.products <= 0
        FOR UPDATE OF z SKIP LOCKED);
$$;
--> statement-breakpoint
-- One function for the three triggers (transition tables allow one event per trigger). An
-- update counts the difference of its old and new rows: a rename's unchanged lexemes cancel.
CREATE OR REPLACE FUNCTION search_term_groups_count_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(c) INTO changes FROM (
      SELECT t.lexeme, t.facet_key, t.in_labels, count(*)::int AS products
        FROM new_rows s CROSS JOIN LATERAL search_term_group_rows(s) t
       GROUP BY 1, 2, 3) c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(c) INTO changes FROM (
      SELECT t.lexeme, t.facet_key, t.in_labels, -count(*)::int AS products
        FROM old_rows s CROSS JOIN LATERAL search_term_group_rows(s) t
       GROUP BY 1, 2, 3) c;
  ELSE
    SELECT jsonb_agg(c) INTO changes FROM (
      SELECT d.lexeme, d.facet_key, d.in_labels, sum(d.n)::int AS products
        FROM (SELECT t.*, 1 AS n FROM new_rows s CROSS JOIN LATERAL search_term_group_rows(s) t
              UNION ALL
              SELECT t.*, -1 FROM old_rows s CROSS JOIN LATERAL search_term_group_rows(s) t) d
       GROUP BY 1, 2, 3
      HAVING sum(d.n) <> 0) c;
  END IF;
  IF changes IS NOT NULL THEN
    PERFORM search_term_groups_apply(changes);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_term_groups_count_insert ON product_search;
--> statement-breakpoint
CREATE TRIGGER search_term_groups_count_insert
  AFTER INSERT ON product_search REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_term_groups_count_rows();
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_term_groups_count_update ON product_search;
--> statement-breakpoint
CREATE TRIGGER search_term_groups_count_update
  AFTER UPDATE ON product_search REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_term_groups_count_rows();
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_term_groups_count_delete ON product_search;
--> statement-breakpoint
CREATE TRIGGER search_term_groups_count_delete
  AFTER DELETE ON product_search REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_term_groups_count_rows();
--> statement-breakpoint
-- Counted afresh from every search row (here, and after a bulk load with the triggers off).
CREATE OR REPLACE FUNCTION search_term_groups_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM search_term_groups;
  INSERT INTO search_term_groups (lexeme, facet_key, in_labels, products)
  SELECT t.lexeme, t.facet_key, t.in_labels, count(*)
    FROM product_search s CROSS JOIN LATERAL search_term_group_rows(s) t
   GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT search_term_groups_rebuild();
