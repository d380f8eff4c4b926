-- Issue 17: the whole-page cache's version moves on every change that can show on a public page. Each instance
-- LISTENs on 'page_cache'; the payload is the changed table (for logs). Statement-level, so a bulk change is one
-- notification, and PostgreSQL delivers it at commit (a rolled-back change notifies nobody).
CREATE OR REPLACE FUNCTION page_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_cache', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "products_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "product_stock_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_stock"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "product_translations_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "product_search_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_search"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "skus_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "skus"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "sku_sales_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sku_sales"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "product_images_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "product_slug_redirects_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_slug_redirects"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "discount_codes_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "discount_codes"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "content_pages_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "lookbook_looks_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lookbook_looks"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "lookbook_hotspots_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lookbook_hotspots"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "product_reviews_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "review_images_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "review_images"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "menu_items_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_items"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "settings_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_notify();
