CREATE TABLE "catalogue_stock_marks" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_stock_marks" ADD CONSTRAINT "catalogue_stock_marks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_stock_marks_at_idx" ON "catalogue_stock_marks" USING btree ("marked_at");--> statement-breakpoint
-- Issue 17: an order no longer empties every instance's page cache (docs/decisions/0025-page-cache-shown-stock.md).
-- Before, each order's stock decrement (skus, then product_stock) and a discount code's use (discount_codes.used)
-- notified 'page_cache', so at a peak the cached pages were rendered again after every order.
--
-- What a public page shows of a SKU's stock is a function of least(stock, 20): sold out at 0, "Only N left" at 5
-- or fewer, and a quantity picker up to 20 (MAX_ADD_QTY in packages/shared). An update of skus now notifies when
-- any other column changes or when that shown value does; a decrement from 40 to 39 changes nothing a page shows.
-- The literal 20 is MAX_ADD_QTY (page-cache.orders.test.ts checks both sides of it).
DROP TRIGGER IF EXISTS "skus_page_cache" ON "skus";
--> statement-breakpoint
CREATE TRIGGER "skus_page_cache" AFTER INSERT OR DELETE OR TRUNCATE ON "skus"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
-- A row trigger, for its WHEN; PostgreSQL delivers one notification per transaction for identical payloads.
CREATE TRIGGER "skus_page_cache_shown" AFTER UPDATE ON "skus"
  FOR EACH ROW WHEN (
    (to_jsonb(OLD) - 'stock') IS DISTINCT FROM (to_jsonb(NEW) - 'stock')
    OR least(OLD.stock, 20) IS DISTINCT FROM least(NEW.stock, 20)
  ) EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
-- The same shown change marks the product in catalogue_stock_marks (above), so every instance's catalogue caches
-- (lib/freshness.ts: the product page's JSON, with its SKUs' stock) follow it within a second, as they follow a
-- back-office edit. Before, an order's decrement reached them only when their 15 s ran out. A row of its own, not
-- products.updated_at: no update of products' ~35 indexes in an order, and the staff's "last updated" stays theirs.
CREATE OR REPLACE FUNCTION catalogue_shown_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_stock_marks AS m (product_id, marked_at) VALUES (NEW.product_id, now())
    ON CONFLICT (product_id) DO UPDATE SET marked_at = excluded.marked_at;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "skus_shown_stock" AFTER UPDATE OF stock ON "skus"
  FOR EACH ROW WHEN (least(OLD.stock, 20) IS DISTINCT FROM least(NEW.stock, 20))
  EXECUTE FUNCTION catalogue_shown_stock_changed();
--> statement-breakpoint
-- A product's total stock is the back office's stock sort only: no public page shows it.
DROP TRIGGER IF EXISTS "product_stock_page_cache" ON "product_stock";
--> statement-breakpoint
-- No public page shows a code's count of uses; any other change of a code still notifies.
DROP TRIGGER IF EXISTS "discount_codes_page_cache" ON "discount_codes";
--> statement-breakpoint
CREATE TRIGGER "discount_codes_page_cache" AFTER INSERT OR DELETE OR TRUNCATE ON "discount_codes"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "discount_codes_page_cache_changed" AFTER UPDATE ON "discount_codes"
  FOR EACH ROW WHEN (
    (to_jsonb(OLD) - 'used' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'used' - 'updated_at')
  ) EXECUTE FUNCTION page_cache_notify();
