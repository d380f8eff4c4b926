-- Catalogue offers after SKU updates, only when they can change (hand-written; replaces the UPDATE trigger of 0003).
-- The same SQL runs on PostgreSQL and on PGlite.
--
-- catalogue_refresh_offers (0003) derives the products' min_price, max_discount, in_stock, on_sale, pot_sizes and
-- pot_colours from the active SKUs. Stock enters only through in_stock = bool_or(stock > 0), so a stock change
-- matters only when the SKU's stock crosses zero (stock > 0 before and not after, or the other way round); the
-- other columns depend on product_id, is_active, price_fils, discount_pct, pot_size and pot_colour. Every other
-- update (the stock decrement of each order line, a restock above zero, a renamed code, a new position) refreshes
-- nothing: it no longer recomputes the product's offers, ~0.4 of the ~0.5 ms a decrement took (EXPLAIN ANALYZE).
-- Still one statement trigger with transition tables, so a bulk update refreshes each product once.
-- (A column list, AFTER UPDATE OF ..., cannot be combined with transition tables, and a WHEN clause cannot look
-- at rows in a statement trigger: the rows are filtered here instead.) INSERT and DELETE keep 0003's triggers.

CREATE OR REPLACE FUNCTION catalogue_skus_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_refresh_offers(array(
    SELECT unnest(ARRAY[n.product_id, o.product_id])
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE (n.stock > 0) IS DISTINCT FROM (o.stock > 0)
        OR (n.product_id, n.is_active, n.price_fils, n.discount_pct, n.pot_size, n.pot_colour)
           IS DISTINCT FROM (o.product_id, o.is_active, o.price_fils, o.discount_pct, o.pot_size, o.pot_colour)
  ));
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS skus_catalogue_update ON skus;--> statement-breakpoint
CREATE TRIGGER skus_catalogue_update AFTER UPDATE ON skus REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_skus_updated();
