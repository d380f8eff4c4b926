-- Search at 1M products (issue 17; docs/decisions/0004-search.md, addendum). The same SQL runs on PostgreSQL and
-- on PGlite.
--
-- A text query's candidates are its best-selling matches. With popularity on products and the documents on
-- product_search, PostgreSQL walked products' popularity index and looked up each product's document until it
-- had 1000 matches: ~100k lookups for a word in 1 % of a million products (p99 6.4 s). Popularity and listed
-- now live beside the documents, so one table answers, and a popularity index on it lets the query bound its
-- candidates to the best sellers (BitmapAnd of the word's GIN entries and a popularity range; catalogue.text.ts).
-- Nothing in the application writes these columns: the triggers below copy them from products.
ALTER TABLE "product_search" ADD COLUMN "popularity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint

-- The admin words (0019) depend on the documents only: an update that leaves them alone (popularity, listed)
-- no longer rebuilds them. Same body as 0019's catalogue_admin_words_changed, for the changed documents.
CREATE OR REPLACE FUNCTION catalogue_admin_words_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_admin_search AS a
    (product_id, status, category_id, on_sale, in_stock, low_stock, sort_name_en, min_price, updated_at, words)
  SELECT p.id, p.status, p.category_id, p.on_sale, p.in_stock, p.low_stock, p.sort_name_en, p.min_price, p.updated_at,
      strip(n.search_en) || strip(n.search_fr) || strip(n.search_ar)
    FROM new_rows n JOIN old_rows o ON o.product_id = n.product_id JOIN products p ON p.id = n.product_id
   WHERE (n.search_en, n.search_fr, n.search_ar) IS DISTINCT FROM (o.search_en, o.search_fr, o.search_ar)
   ORDER BY p.id
  ON CONFLICT (product_id) DO UPDATE SET words = excluded.words WHERE a.words IS DISTINCT FROM excluded.words;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS product_search_admin_update ON product_search;--> statement-breakpoint
CREATE TRIGGER product_search_admin_update AFTER UPDATE ON product_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_admin_words_updated();--> statement-breakpoint

-- A new document (catalogue_refresh_text inserts it after the product's translations) takes the product's values.
CREATE OR REPLACE FUNCTION catalogue_search_rank_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.popularity, coalesce(p.listed, false) INTO NEW.popularity, NEW.listed
    FROM products p WHERE p.id = NEW.product_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_search_rank_insert BEFORE INSERT ON product_search
  FOR EACH ROW EXECUTE FUNCTION catalogue_search_rank_inserted();--> statement-breakpoint

-- A product whose popularity or listed changes (listed follows is_active and min_price, which the offer
-- triggers write) carries it to its document. A row trigger: the WHEN costs nothing to the other updates.
CREATE OR REPLACE FUNCTION catalogue_search_rank_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search SET popularity = NEW.popularity, listed = coalesce(NEW.listed, false)
   WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_rank AFTER UPDATE ON products FOR EACH ROW
  WHEN (OLD.popularity IS DISTINCT FROM NEW.popularity OR OLD.listed IS DISTINCT FROM NEW.listed)
  EXECUTE FUNCTION catalogue_search_rank_changed();--> statement-breakpoint

UPDATE product_search s SET popularity = p.popularity, listed = coalesce(p.listed, false)
  FROM products p WHERE p.id = s.product_id;--> statement-breakpoint
-- Best sellers first among listed documents, like products_l_popularity_idx.
CREATE INDEX "product_search_l_popularity_idx" ON "product_search" USING btree ("popularity" DESC, "product_id" DESC)
  WHERE listed;--> statement-breakpoint
ANALYZE product_search;
