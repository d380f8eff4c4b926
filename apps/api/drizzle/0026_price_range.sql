-- Issue 16: a product's price range over the SKUs a shopper can buy (docs/decisions/0004-search.md, addendum).
-- min_price (sorts, the price filter, facets) and max_price ("From" on cards, the range on the product page)
-- are the lowest and highest price after discount over the active SKUs in stock, or over every active SKU when
-- none is in stock. Before, min_price took sold-out SKUs too: a product whose cheapest pot was sold out sorted
-- and filtered by a price nobody could pay.
--
-- The SKU update trigger (0007, 0018) already refreshes a product when a SKU's stock crosses zero (in_stock
-- depends on it), so the range follows a sell-out and a restock; every other decrement still touches only
-- product_stock, and the products row is written only when one of its columns changes (decision 0013).
CREATE OR REPLACE FUNCTION catalogue_refresh_offers(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  UPDATE products p SET
    min_price = o.min_price,
    max_price = o.max_price,
    max_discount = o.max_discount,
    in_stock = o.in_stock,
    on_sale = o.on_sale,
    pot_sizes = o.pot_sizes,
    pot_colours = o.pot_colours,
    low_stock = o.low_stock
  FROM (
    SELECT a.id,
      CASE WHEN a.in_stock THEN a.min_in_stock ELSE a.min_any END AS min_price,
      CASE WHEN a.in_stock THEN a.max_in_stock ELSE a.max_any END AS max_price,
      a.max_discount, a.in_stock, a.on_sale, a.pot_sizes, a.pot_colours, a.low_stock
    FROM (
      SELECT x.id,
        min(s.net) FILTER (WHERE s.stock > 0) AS min_in_stock,
        max(s.net) FILTER (WHERE s.stock > 0) AS max_in_stock,
        min(s.net) AS min_any,
        max(s.net) AS max_any,
        coalesce(max(greatest(s.discount_pct, 0)), 0) AS max_discount,
        coalesce(bool_or(s.stock > 0), false) AS in_stock,
        coalesce(bool_or(s.discount_pct > 0), false) AS on_sale,
        coalesce(array_agg(DISTINCT s.pot_size ORDER BY s.pot_size) FILTER (WHERE s.pot_size IS NOT NULL), '{}') AS pot_sizes,
        coalesce(array_agg(DISTINCT s.pot_colour ORDER BY s.pot_colour) FILTER (WHERE s.pot_colour IS NOT NULL), '{}') AS pot_colours,
        coalesce(bool_or(s.stock <= s.low_stock_threshold), false) AS low_stock
      FROM (SELECT DISTINCT unnest(ids) AS id) x
      LEFT JOIN (
        SELECT s.*, round(s.price_fils * (100 - least(greatest(s.discount_pct, 0), 100)) / 100.0)::int AS net
          FROM skus s WHERE s.is_active
      ) s ON s.product_id = x.id
      GROUP BY x.id
    ) a
  ) o
  WHERE p.id = o.id
    AND (p.min_price, p.max_price, p.max_discount, p.in_stock, p.on_sale, p.pot_sizes, p.pot_colours, p.low_stock)
      IS DISTINCT FROM (o.min_price, o.max_price, o.max_discount, o.in_stock, o.on_sale, o.pot_sizes, o.pot_colours,
        o.low_stock);
  -- The stock of the same products (existing ones only: a deleted product's SKUs go with it), in id order.
  INSERT INTO product_stock AS ps (product_id, total_stock)
  SELECT p.id, coalesce((SELECT sum(s.stock) FROM skus s WHERE s.product_id = p.id AND s.is_active), 0)::int
    FROM products p WHERE p.id = ANY (ids) ORDER BY p.id
  ON CONFLICT (product_id) DO UPDATE SET total_stock = excluded.total_stock
    WHERE ps.total_stock IS DISTINCT FROM excluded.total_stock;
END
$$;--> statement-breakpoint
-- Every product once, in id order (the lock order of every multi-row write).
SELECT catalogue_refresh_offers(array(SELECT id FROM products ORDER BY id));
