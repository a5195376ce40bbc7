-- Storefront search (POST /api/product/search-product): a compact search table of live
-- products, a text search configuration that keeps stop words in names and category labels,
-- and a dictionary of catalogue words for typo correction. See docs/decisions/0009.

-- Levenshtein distance for typo correction ('vedio' → 'video' shares no trigram).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint

-- 'english' without its stop-word list: 'After Effects' keeps 'after', so the query
-- 'after effect' can prefer the After Effects sub-category over any product named "… Effects".
-- Descriptions keep the 'english' configuration (stop words there are noise).
CREATE TEXT SEARCH DICTIONARY store_english_stem (TEMPLATE = snowball, Language = english);
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION store_search (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION store_search
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part
  WITH store_english_stem;
--> statement-breakpoint

-- The labels of one product: name (A), category and sub-category names (B).
CREATE OR REPLACE FUNCTION product_search_labels(pid text, pname text)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('store_search', coalesce(pname, '')), 'A')
   || setweight(to_tsvector('store_search', coalesce((
        SELECT string_agg(c.name, ' ') FROM product_categories pc
          JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = pid), '')), 'B')
   || setweight(to_tsvector('store_search', coalesce((
        SELECT string_agg(s.name, ' ') FROM product_sub_categories ps
          JOIN sub_categories s ON s.id = ps.sub_category_id WHERE ps.product_id = pid), '')), 'B')
$$;
--> statement-breakpoint

-- The weighted document of one product: name (A) > category and sub-category names (B)
-- > description (C). One definition, used by the triggers and by bulk loads.
CREATE OR REPLACE FUNCTION product_search_document(pid text, pname text, pdescription text)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT product_search_labels(pid, pname)
   || setweight(to_tsvector('english', coalesce(pdescription, '')), 'C')
$$;
--> statement-breakpoint

-- Live products only, narrow rows: a broad query reads ~100 MB at 100,000 products instead
-- of the whole products table, and a trashed product cannot match (it has no row here).
-- `labels` (name, categories) ranks and pages label matches first with its own index.
-- `sample_bucket` (random, 0–999) gives a row-level random sample for count estimates.
CREATE TABLE product_search (
  product_id text PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  labels tsvector NOT NULL,
  document tsvector NOT NULL,
  sample_bucket smallint NOT NULL DEFAULT floor(random() * 1000)
);
--> statement-breakpoint

-- Distinct words (lower case, at least 3 characters, with a letter) of product, category and
-- sub-category names: the vocabulary a misspelt query word is corrected against. Insert-only:
-- a word whose last product went away stays (harmless: a correction to it finds nothing).
CREATE TABLE search_words (word text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
--> statement-breakpoint
-- Completions of the word being typed (byte-wise range, whatever the database collation).
CREATE INDEX search_words_prefix_idx ON search_words (word text_pattern_ops);
--> statement-breakpoint
-- Edit-distance candidates: same first letter, length within two.
CREATE INDEX search_words_shape_idx ON search_words (left(word, 1), char_length(word));
--> statement-breakpoint

CREATE OR REPLACE FUNCTION search_words_of(name text) RETURNS SETOF text
LANGUAGE sql STABLE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', coalesce(name, '')))) AS w
  WHERE char_length(w) >= 3 AND w ~ '[[:alpha:]]' AND w !~ '[^[:alnum:]]'
$$;
--> statement-breakpoint

-- Keeps products.search_vector (admin search) and product_search (storefront) in step.
CREATE OR REPLACE FUNCTION refresh_product_search(pid text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  pname text;
  doc tsvector;
  live boolean;
  created timestamptz;
BEGIN
  UPDATE products p SET search_vector = product_search_document(p.id, p.name, p.description)
   WHERE p.id = pid
   RETURNING p.name, p.search_vector, p.deleted_at IS NULL, p.created_at
   INTO pname, doc, live, created;
  IF NOT FOUND OR NOT live THEN
    DELETE FROM product_search WHERE product_id = pid;
  ELSE
    INSERT INTO product_search (product_id, created_at, labels, document)
      VALUES (pid, created, product_search_labels(pid, pname), doc)
      ON CONFLICT (product_id) DO UPDATE
      SET created_at = EXCLUDED.created_at, labels = EXCLUDED.labels,
          document = EXCLUDED.document;
  END IF;
END $$;
--> statement-breakpoint

-- Trash, recover and re-dating move a product in or out of the storefront search.
CREATE OR REPLACE FUNCTION products_search_liveness_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS NULL THEN
    INSERT INTO product_search (product_id, created_at, labels, document)
      VALUES (NEW.id, NEW.created_at, product_search_labels(NEW.id, NEW.name),
              coalesce(NEW.search_vector, ''::tsvector))
      ON CONFLICT (product_id) DO UPDATE
      SET created_at = EXCLUDED.created_at, labels = EXCLUDED.labels,
          document = EXCLUDED.document;
  ELSE
    DELETE FROM product_search WHERE product_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_liveness
  AFTER UPDATE OF deleted_at, created_at ON products
  FOR EACH ROW
  WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION products_search_liveness_trigger();
--> statement-breakpoint

-- One statement-level trigger per table feeds the word dictionary (a bulk insert costs one
-- INSERT … SELECT, not one per row).
CREATE OR REPLACE FUNCTION search_words_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_rows n, search_words_of(n.name) AS w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_trigger();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_trigger();
--> statement-breakpoint
CREATE TRIGGER categories_search_words_insert AFTER INSERT ON categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_trigger();
--> statement-breakpoint
CREATE TRIGGER categories_search_words_update AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_trigger();
--> statement-breakpoint
CREATE TRIGGER sub_categories_search_words_insert AFTER INSERT ON sub_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_trigger();
--> statement-breakpoint
CREATE TRIGGER sub_categories_search_words_update AFTER UPDATE ON sub_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_trigger();
--> statement-breakpoint

-- Existing data: rebuild every document with the new configuration, then fill both tables.
UPDATE products p SET search_vector = product_search_document(p.id, p.name, p.description);
--> statement-breakpoint
INSERT INTO product_search (product_id, created_at, labels, document)
  SELECT id, created_at, product_search_labels(id, name), search_vector
  FROM products WHERE deleted_at IS NULL
  ON CONFLICT (product_id) DO NOTHING;
--> statement-breakpoint
CREATE INDEX product_search_document_idx ON product_search USING gin (document);
--> statement-breakpoint
CREATE INDEX product_search_labels_idx ON product_search USING gin (labels);
--> statement-breakpoint
-- Broad queries page newest first through this index instead of sorting every match.
CREATE INDEX product_search_created_idx ON product_search (created_at DESC, product_id DESC);
--> statement-breakpoint
-- The first 5% of sample buckets: what product_search_sample reads.
CREATE INDEX product_search_sample_idx ON product_search (sample_bucket)
  WHERE sample_bucket < 50;
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT w FROM products, search_words_of(name) AS w
  UNION SELECT w FROM categories, search_words_of(name) AS w
  UNION SELECT w FROM sub_categories, search_words_of(name) AS w
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The search samples the table by its planner statistics (product_search_sample below).
ANALYZE product_search;
--> statement-breakpoint

-- The planner's estimate of how many live products match (on the whole document, or on the
-- labels only): its statistics come from a row-level sample (ANALYZE) and are good for one
-- word or a prefix; it takes words as independent, so 'colour grading' comes out too low.
CREATE OR REPLACE FUNCTION product_search_estimate(q tsquery, on_labels boolean DEFAULT false)
RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  plan json;
BEGIN
  EXECUTE format('EXPLAIN (FORMAT JSON) SELECT 1 FROM product_search s WHERE s.%I @@ $1',
                 CASE WHEN on_labels THEN 'labels' ELSE 'document' END)
    INTO plan USING q;
  RETURN (plan -> 0 -> 'Plan' ->> 'Plan Rows')::bigint;
END $$;
--> statement-breakpoint

-- How common a query is, for a broad query's count: matches among a random sample of about
-- `target` rows (whole sample buckets, so every page of a query counts the same rows). A
-- table under 4 × target rows is counted whole (sample_rows = population: exact).
CREATE OR REPLACE FUNCTION product_search_sample(q_match tsquery, target integer DEFAULT 1000)
RETURNS TABLE (population bigint, sample_rows bigint, sample_matched bigint)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  n double precision;
  buckets integer;
BEGIN
  SELECT c.reltuples INTO n FROM pg_class c WHERE c.oid = 'product_search'::regclass;
  IF n IS NULL OR n < 4 * target THEN
    -- Small, or never analysed (reltuples -1): count every row.
    RETURN QUERY
      SELECT count(*), count(*), count(*) FILTER (WHERE s.document @@ q_match)
      FROM product_search s;
    RETURN;
  END IF;
  buckets := least(50, ceil(1000.0 * target / n))::integer;
  RETURN QUERY
    SELECT n::bigint, count(*), count(*) FILTER (WHERE s.document @@ q_match)
    FROM product_search s WHERE s.sample_bucket < buckets AND s.sample_bucket < 50;
END $$;
