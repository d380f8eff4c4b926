CREATE TABLE "product_admin_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"category_id" integer NOT NULL,
	"on_sale" boolean NOT NULL,
	"in_stock" boolean NOT NULL,
	"low_stock" boolean NOT NULL,
	"sort_name_en" text NOT NULL,
	"min_price" integer,
	"updated_at" timestamp with time zone NOT NULL,
	"words" "tsvector" DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_admin_search" ADD CONSTRAINT "product_admin_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_admin_search_words_idx" ON "product_admin_search" USING gin ("words");--> statement-breakpoint
-- The back office's product search (hand-written below; docs/decisions/0013-admin-product-list.md). The same SQL
-- runs on PostgreSQL and on PGlite.
--
-- product_admin_search holds, per product, its words (its three documents without positions or weights, merged)
-- and the columns the list filters and sorts by. A common word sorted late by name or price ("potting" by name:
-- 32k matches at 100k products) read its matches' ids from product_search (1.5 kB rows: ~15k heap pages) and then
-- each match's sort key from products: ~105 ms; from these ~1 kB rows with the keys beside the words, ~20 ms.
-- Nothing in the application writes it: products' triggers copy the keys, product_search's the words.
ALTER TABLE "product_admin_search" ALTER COLUMN "sort_name_en" TYPE text COLLATE "C";--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_admin_keys_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_admin_search AS a
    (product_id, status, category_id, on_sale, in_stock, low_stock, sort_name_en, min_price, updated_at)
  SELECT n.id, n.status, n.category_id, n.on_sale, n.in_stock, n.low_stock, n.sort_name_en, n.min_price, n.updated_at
    FROM new_rows n ORDER BY n.id
  ON CONFLICT (product_id) DO UPDATE SET status = excluded.status, category_id = excluded.category_id,
    on_sale = excluded.on_sale, in_stock = excluded.in_stock, low_stock = excluded.low_stock,
    sort_name_en = excluded.sort_name_en, min_price = excluded.min_price, updated_at = excluded.updated_at;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_admin_search_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_admin_keys_inserted();--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_admin_keys_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_admin_search SET status = NEW.status, category_id = NEW.category_id, on_sale = NEW.on_sale,
    in_stock = NEW.in_stock, low_stock = NEW.low_stock, sort_name_en = NEW.sort_name_en,
    min_price = NEW.min_price, updated_at = NEW.updated_at
  WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A row trigger: the WHEN costs nothing to the many product updates that change none of these (popularity, text).
CREATE TRIGGER products_admin_search_update
  AFTER UPDATE OF status, category_id, on_sale, in_stock, low_stock, sort_name_en, min_price, updated_at ON products
  FOR EACH ROW WHEN ((OLD.status, OLD.category_id, OLD.on_sale, OLD.in_stock, OLD.low_stock, OLD.sort_name_en,
    OLD.min_price, OLD.updated_at) IS DISTINCT FROM (NEW.status, NEW.category_id, NEW.on_sale, NEW.in_stock,
    NEW.low_stock, NEW.sort_name_en, NEW.min_price, NEW.updated_at))
  EXECUTE FUNCTION catalogue_admin_keys_updated();--> statement-breakpoint
-- The words of the products whose documents catalogue_refresh_text (0003) wrote; an upsert, so that it holds
-- whichever of a product's two rows comes first.
CREATE OR REPLACE FUNCTION catalogue_admin_words_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_admin_search AS a
    (product_id, status, category_id, on_sale, in_stock, low_stock, sort_name_en, min_price, updated_at, words)
  SELECT p.id, p.status, p.category_id, p.on_sale, p.in_stock, p.low_stock, p.sort_name_en, p.min_price, p.updated_at,
      strip(n.search_en) || strip(n.search_fr) || strip(n.search_ar)
    FROM new_rows n JOIN products p ON p.id = n.product_id ORDER BY p.id
  ON CONFLICT (product_id) DO UPDATE SET words = excluded.words WHERE a.words IS DISTINCT FROM excluded.words;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_search_admin_insert AFTER INSERT ON product_search REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_admin_words_changed();--> statement-breakpoint
CREATE TRIGGER product_search_admin_update AFTER UPDATE ON product_search REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_admin_words_changed();--> statement-breakpoint
INSERT INTO product_admin_search
  (product_id, status, category_id, on_sale, in_stock, low_stock, sort_name_en, min_price, updated_at, words)
SELECT p.id, p.status, p.category_id, p.on_sale, p.in_stock, p.low_stock, p.sort_name_en, p.min_price, p.updated_at,
    coalesce(strip(s.search_en) || strip(s.search_fr) || strip(s.search_ar), '')
  FROM products p LEFT JOIN product_search s ON s.product_id = p.id;--> statement-breakpoint
ANALYZE product_admin_search;
