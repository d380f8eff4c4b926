CREATE TABLE "product_stock" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"total_stock" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_stock_total_idx" ON "product_stock" USING btree ("total_stock","product_id");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "total_stock";--> statement-breakpoint
-- The back office's stock sort (hand-written below; docs/decisions/0013-admin-product-list.md). The same SQL runs
-- on PostgreSQL and on PGlite.
--
-- A product's stock over its active SKUs moves from products.total_stock (0017) to product_stock, a narrow table
-- with one row per product and an index on (total_stock, product_id) that the list walks like its other sorts.
-- Indexed on products, every order line's decrement became a non-HOT update of the product row (~0.76 ms: an entry
-- in each of products' ~35 indexes); here it updates a row of two indexes, and products is not touched at all by a
-- decrement that crosses neither zero nor a SKU's low-stock threshold.
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
    low_stock = o.low_stock
  FROM (
    SELECT x.id,
      min(round(s.price_fils * (100 - least(greatest(s.discount_pct, 0), 100)) / 100.0))::int AS min_price,
      coalesce(max(greatest(s.discount_pct, 0)), 0) AS max_discount,
      coalesce(bool_or(s.stock > 0), false) AS in_stock,
      coalesce(bool_or(s.discount_pct > 0), false) AS on_sale,
      coalesce(array_agg(DISTINCT s.pot_size ORDER BY s.pot_size) FILTER (WHERE s.pot_size IS NOT NULL), '{}') AS pot_sizes,
      coalesce(array_agg(DISTINCT s.pot_colour ORDER BY s.pot_colour) FILTER (WHERE s.pot_colour IS NOT NULL), '{}') AS pot_colours,
      coalesce(bool_or(s.stock <= s.low_stock_threshold), false) AS low_stock
    FROM (SELECT DISTINCT unnest(ids) AS id) x
    LEFT JOIN skus s ON s.product_id = x.id AND s.is_active
    GROUP BY x.id
  ) o
  WHERE p.id = o.id
    AND (p.min_price, p.max_discount, p.in_stock, p.on_sale, p.pot_sizes, p.pot_colours, p.low_stock)
      IS DISTINCT FROM (o.min_price, o.max_discount, o.in_stock, o.on_sale, o.pot_sizes, o.pot_colours, o.low_stock);
  -- The stock of the same products (existing ones only: a deleted product's SKUs go with it), in id order.
  INSERT INTO product_stock AS ps (product_id, total_stock)
  SELECT p.id, coalesce((SELECT sum(s.stock) FROM skus s WHERE s.product_id = p.id AND s.is_active), 0)::int
    FROM products p WHERE p.id = ANY (ids) ORDER BY p.id
  ON CONFLICT (product_id) DO UPDATE SET total_stock = excluded.total_stock
    WHERE ps.total_stock IS DISTINCT FROM excluded.total_stock;
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
  -- Every other stock change of an active SKU (an order line's decrement, a restock): its difference, added to
  -- product_stock only, rows locked in product id order like every other multi-row write.
  PERFORM 1 FROM product_stock ps
   WHERE ps.product_id IN (SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
                   WHERE n.is_active AND n.stock <> o.stock AND NOT n.product_id = ANY (refreshed))
   ORDER BY ps.product_id FOR UPDATE;
  UPDATE product_stock ps SET total_stock = ps.total_stock + d.delta
    FROM (SELECT n.product_id, sum(n.stock - o.stock)::int AS delta
            FROM new_rows n JOIN old_rows o ON o.id = n.id
           WHERE n.is_active AND n.stock <> o.stock AND NOT n.product_id = ANY (refreshed)
           GROUP BY n.product_id) d
   WHERE ps.product_id = d.product_id AND d.delta <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every product has its row from its creation (stock 0 until it has active SKUs), so the stock sort's walk along
-- product_stock_total_idx meets every product.
CREATE OR REPLACE FUNCTION catalogue_products_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_stock (product_id) SELECT n.id FROM new_rows n ORDER BY n.id ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_stock_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_products_inserted();--> statement-breakpoint
INSERT INTO product_stock (product_id, total_stock)
SELECT p.id, coalesce(sum(s.stock) FILTER (WHERE s.is_active), 0)::int
  FROM products p LEFT JOIN skus s ON s.product_id = p.id
 GROUP BY p.id
ON CONFLICT (product_id) DO UPDATE SET total_stock = excluded.total_stock;
