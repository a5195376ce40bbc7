-- hand-written: a search sorted by price reads only its matches in the facet groups that can
-- hold its page (decision 56). The facet query knows the price at which the passing matches
-- fill the page; the groups up to that price are a few keys, and this index lets the page
-- AND their rows with the full-text match before reading any search row. 'lut' on sale by
-- price at 100,000 products: 18,748 search rows read, ~13 ms; now ~3,000 at most, ~5 ms.
CREATE INDEX IF NOT EXISTS product_search_facet_key_idx ON product_search (facet_key);
