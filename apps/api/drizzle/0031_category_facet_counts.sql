-- Facet counts per category (issue 17; docs/decisions/0004-search.md, third addendum). The same SQL runs on
-- PostgreSQL and on PGlite.
--
-- The facets of an unfiltered category page counted every listed product of the category on each cache miss: at
-- 1M products a 117k-product category read the whole products table and unnested its arrays (2-5 s of PostgreSQL,
-- again every 15-30 s per category while shoppers browse). These rows hold the same counts per category, kept by
-- products' triggers in the writing transaction, so such a page sums a few hundred rows. Nothing in the
-- application writes them.

CREATE TABLE "category_facet_counts" (
	"category_id" integer NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "category_facet_counts_category_id_facet_value_pk" PRIMARY KEY("category_id","facet","value")
);
--> statement-breakpoint

-- The facet values a product counts for, as catalogue.facets.ts counts them ("all" once per product).
CREATE OR REPLACE FUNCTION catalogue_facet_values(p products) RETURNS TABLE (facet text, value text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'all', ''
  UNION ALL SELECT 'light', p.light WHERE p.light IS NOT NULL
  UNION ALL SELECT 'watering', p.watering WHERE p.watering IS NOT NULL
  UNION ALL SELECT 'difficulty', p.difficulty WHERE p.difficulty IS NOT NULL
  UNION ALL SELECT 'petSafe', p.pet_safe::text WHERE p.pet_safe IS NOT NULL
  UNION ALL SELECT 'inStock', 'true' WHERE p.in_stock
  UNION ALL SELECT 'onSale', 'true' WHERE p.on_sale
  UNION ALL SELECT 'tag', t FROM unnest(p.tags) t WHERE t IS NOT NULL
  UNION ALL SELECT 'size', s FROM unnest(p.pot_sizes) s WHERE s IS NOT NULL
  UNION ALL SELECT 'potColour', c FROM unnest(p.pot_colours) c WHERE c IS NOT NULL
$$;--> statement-breakpoint

-- Statement triggers, so a bulk write (an import, a sale starting) adds its counts in one upsert, rows locked in
-- key order. Transition tables rule out an UPDATE OF column list: an update that changes none of the counted
-- columns (popularity, ratings, names) finds no changed row and writes nothing.
CREATE OR REPLACE FUNCTION catalogue_facet_counts_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO category_facet_counts AS c (category_id, facet, value, n)
    SELECT n.category_id, f.facet, f.value, count(*)::int
      FROM new_rows n, catalogue_facet_values(n) f WHERE n.listed
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (category_id, facet, value) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO category_facet_counts AS c (category_id, facet, value, n)
    SELECT o.category_id, f.facet, f.value, -count(*)::int
      FROM old_rows o, catalogue_facet_values(o) f WHERE o.listed
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (category_id, facet, value) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO category_facet_counts AS c (category_id, facet, value, n)
    WITH changed AS (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.category_id, n.listed, n.light, n.watering, n.difficulty, n.pet_safe, n.in_stock, n.on_sale, n.tags,
           n.pot_sizes, n.pot_colours)
         IS DISTINCT FROM (o.category_id, o.listed, o.light, o.watering, o.difficulty, o.pet_safe, o.in_stock,
           o.on_sale, o.tags, o.pot_sizes, o.pot_colours)
    )
    SELECT d.category_id, d.facet, d.value, sum(d.k)::int FROM (
        SELECT n.category_id, f.facet, f.value, 1 AS k
          FROM new_rows n JOIN changed USING (id), catalogue_facet_values(n) f WHERE n.listed
        UNION ALL
        SELECT o.category_id, f.facet, f.value, -1
          FROM old_rows o JOIN changed USING (id), catalogue_facet_values(o) f WHERE o.listed
      ) d
     GROUP BY 1, 2, 3 HAVING sum(d.k) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (category_id, facet, value) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_facet_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_facet_counts_changed();--> statement-breakpoint
CREATE TRIGGER products_facet_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_facet_counts_changed();--> statement-breakpoint
CREATE TRIGGER products_facet_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_facet_counts_changed();--> statement-breakpoint
INSERT INTO category_facet_counts (category_id, facet, value, n)
SELECT p.category_id, f.facet, f.value, count(*)::int
  FROM products p, catalogue_facet_values(p) f WHERE p.listed
 GROUP BY 1, 2, 3;
