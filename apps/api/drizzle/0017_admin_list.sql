ALTER TABLE "products" ADD COLUMN "total_stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status");--> statement-breakpoint
CREATE INDEX "products_name_en_idx" ON "products" USING btree ("sort_name_en","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("min_price","id");--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("min_price" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The back office's product list (hand-written below; docs/decisions/0013-admin-product-list.md). The same SQL
-- runs on PostgreSQL and on PGlite.
--
-- products.total_stock (stock over the active SKUs) and products.low_stock (an active SKU at or under its
-- low-stock threshold) join the offer columns of catalogue_refresh_offers (0003), so the list's stock filter and
-- sort read products only instead of aggregating skus per product. Neither is indexed: an order line's decrement
-- then stays a HOT update of the product row (~0.15 ms; with an index on total_stock every decrement rewrote an
-- entry in each of products' ~35 indexes, ~0.75 ms).
-- 0007 refreshes a product's offers only when a SKU update can change them; a stock change that crosses neither
-- zero nor the SKU's threshold (the decrement of an order line, a restock) still does not: it adds its difference
-- to total_stock (one UPDATE by primary key, products locked in id order like every other multi-row write).
CREATE OR REPLACE FUNCTION catalogue_refresh_offers(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  UPDATE products p SET
    min_price = o.min_price,
    max_discount = o.max_discount,
    in_stock = o.in_stock,
    on_sale = o.on_sale,
    pot_sizes = o.pot_sizes,
    pot_colours = o.pot_colours,
    total_stock = o.total_stock,
    low_stock = o.low_stock
  FROM (
    SELECT x.id,
      min(round(s.price_fils * (100 - least(greatest(s.discount_pct, 0), 100)) / 100.0))::int AS min_price,
      coalesce(max(greatest(s.discount_pct, 0)), 0) AS max_discount,
      coalesce(bool_or(s.stock > 0), false) AS in_stock,
      coalesce(bool_or(s.discount_pct > 0), false) AS on_sale,
      coalesce(array_agg(DISTINCT s.pot_size ORDER BY s.pot_size) FILTER (WHERE s.pot_size IS NOT NULL), '{}') AS pot_sizes,
      coalesce(array_agg(DISTINCT s.pot_colour ORDER BY s.pot_colour) FILTER (WHERE s.pot_colour IS NOT NULL), '{}') AS pot_colours,
      coalesce(sum(s.stock), 0)::int AS total_stock,
      coalesce(bool_or(s.stock <= s.low_stock_threshold), false) AS low_stock
    FROM (SELECT DISTINCT unnest(ids) AS id) x
    LEFT JOIN skus s ON s.product_id = x.id AND s.is_active
    GROUP BY x.id
  ) o
  WHERE p.id = o.id
    AND (p.min_price, p.max_discount, p.in_stock, p.on_sale, p.pot_sizes, p.pot_colours, p.total_stock, p.low_stock)
      IS DISTINCT FROM (o.min_price, o.max_discount, o.in_stock, o.on_sale, o.pot_sizes, o.pot_colours, o.total_stock,
        o.low_stock);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_skus_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  refreshed integer[];
BEGIN
  refreshed := array(
    SELECT DISTINCT unnest(ARRAY[n.product_id, o.product_id])
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.stock > 0) IS DISTINCT FROM (o.stock > 0)
        OR (n.stock <= n.low_stock_threshold) IS DISTINCT FROM (o.stock <= o.low_stock_threshold)
        OR (n.product_id, n.is_active, n.price_fils, n.discount_pct, n.pot_size, n.pot_colour)
           IS DISTINCT FROM (o.product_id, o.is_active, o.price_fils, o.discount_pct, o.pot_size, o.pot_colour)
  );
  PERFORM catalogue_refresh_offers(refreshed);
  -- Every other stock change of an active SKU: its difference, per product not refreshed above.
  PERFORM 1 FROM products p
   WHERE p.id IN (SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
                   WHERE n.is_active AND n.stock <> o.stock AND NOT n.product_id = ANY (refreshed))
   ORDER BY p.id FOR UPDATE;
  UPDATE products p SET total_stock = p.total_stock + d.delta
    FROM (SELECT n.product_id, sum(n.stock - o.stock)::int AS delta
            FROM new_rows n JOIN old_rows o ON o.id = n.id
           WHERE n.is_active AND n.stock <> o.stock AND NOT n.product_id = ANY (refreshed)
           GROUP BY n.product_id) d
   WHERE p.id = d.product_id AND d.delta <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Existing products: both columns from their SKUs (the trigger is already the new one; products are updated once).
UPDATE products p SET total_stock = o.total_stock, low_stock = o.low_stock
  FROM (SELECT s.product_id, sum(s.stock)::int AS total_stock, bool_or(s.stock <= s.low_stock_threshold) AS low_stock
          FROM skus s WHERE s.is_active GROUP BY s.product_id) o
 WHERE p.id = o.product_id;
