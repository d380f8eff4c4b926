-- Catalogue search, part 2 (hand-written; see docs/decisions/0003-search.md). The same SQL runs on PostgreSQL
-- (14 or newer: the 'arabic' text search configuration) and on PGlite.
--
-- products carries denormalised columns for the hot catalogue queries (min_price, max_discount, in_stock,
-- on_sale, pot_sizes, pot_colours, sort_name_*), product_search the full-text documents. Nothing in the
-- application writes them: the triggers below recompute them whenever skus, product_translations, products
-- (tags, keywords, category) or categories change, so every writer (seed, back office, checkout) keeps them right.

-- Sort keys compare byte-wise ("C"), so the name order is the same on every server whatever its locale.
ALTER TABLE "products" ALTER COLUMN "sort_name_en" TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sort_name_fr" TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sort_name_ar" TYPE text COLLATE "C";--> statement-breakpoint
CREATE INDEX "products_l_name_en_idx" ON "products" USING btree ("sort_name_en", "id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_l_name_fr_idx" ON "products" USING btree ("sort_name_fr", "id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_l_name_ar_idx" ON "products" USING btree ("sort_name_ar", "id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_l_category_name_en_idx" ON "products" USING btree ("category_id", "sort_name_en", "id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_l_category_name_fr_idx" ON "products" USING btree ("category_id", "sort_name_fr", "id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_l_category_name_ar_idx" ON "products" USING btree ("category_id", "sort_name_ar", "id") WHERE listed;--> statement-breakpoint
-- Typo tolerance (pg_trgm word similarity) and prefix matching on the names in every language.
CREATE INDEX "products_l_names_trgm_idx" ON "products"
  USING gin ((sort_name_en || ' ' || sort_name_fr || ' ' || sort_name_ar) gin_trgm_ops) WHERE listed;--> statement-breakpoint

-- Lower case, Latin accents folded ("intérieur" = "interieur"), typographic apostrophes made plain, Arabic
-- hamza carriers made plain letters (أ إ آ -> ا, ؤ -> و, ئ -> ي), diacritics (tashkeel) and tatweel removed.
-- Used on documents and on queries alike; no unaccent extension needed.
CREATE OR REPLACE FUNCTION shop_fold(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    translate(
      replace(replace(lower(coalesce(t, '')), 'œ', 'oe'), 'æ', 'ae'),
      'àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőùúûüūůűýÿžźżšśşř’‘ʼأإآؤئ',
      'aaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooouuuuuuuyyzzzsssr''''''اااوي'
    ),
    '[\u064B-\u065F\u0670\u0640]', '', 'g')
$$;--> statement-breakpoint

-- A weighted document: name A, context (categories, tags, keywords) B, description C.
CREATE OR REPLACE FUNCTION shop_search_doc(cfg regconfig, name text, context text, description text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector(cfg, shop_fold(name)), 'A')
      || setweight(to_tsvector(cfg, shop_fold(context)), 'B')
      || setweight(to_tsvector(cfg, shop_fold(description)), 'C')
$$;--> statement-breakpoint

-- Search documents and name sort keys of the given products, in en ('english'), fr ('french') and ar ('arabic');
-- a missing translation falls back to en. The category text is the category's name and all its ancestors'.
CREATE OR REPLACE FUNCTION catalogue_refresh_text(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  WITH RECURSIVE up(cat, id, parent_id, name, depth) AS (
    SELECT c.id, c.id, c.parent_id, c.name, 0 FROM categories c
    UNION ALL
    SELECT up.cat, c.id, c.parent_id, c.name, up.depth + 1
    FROM up JOIN categories c ON c.id = up.parent_id
    WHERE up.depth < 10
  ), ct AS (
    SELECT cat,
      string_agg(name ->> 'en', ' ') AS en,
      string_agg(coalesce(name ->> 'fr', name ->> 'en'), ' ') AS fr,
      string_agg(coalesce(name ->> 'ar', name ->> 'en'), ' ') AS ar
    FROM up GROUP BY cat
  ), src AS MATERIALIZED (
    SELECT p.id,
      concat_ws(' ', replace(array_to_string(p.tags, ' '), '-', ' '), p.keywords) AS extra,
      ct.en AS cat_en, ct.fr AS cat_fr, ct.ar AS cat_ar,
      coalesce(en.name, p.slug) AS en_name, coalesce(en.description, '') AS en_desc,
      coalesce(fr.name, en.name, p.slug) AS fr_name, coalesce(fr.description, en.description, '') AS fr_desc,
      coalesce(ar.name, en.name, p.slug) AS ar_name, coalesce(ar.description, en.description, '') AS ar_desc
    FROM products p
    LEFT JOIN ct ON ct.cat = p.category_id
    LEFT JOIN product_translations en ON en.product_id = p.id AND en.locale = 'en'
    LEFT JOIN product_translations fr ON fr.product_id = p.id AND fr.locale = 'fr'
    LEFT JOIN product_translations ar ON ar.product_id = p.id AND ar.locale = 'ar'
    WHERE p.id = ANY (ids)
  ), documents AS (
    INSERT INTO product_search AS s (product_id, search_en, search_fr, search_ar)
    SELECT src.id,
      shop_search_doc('english', src.en_name, concat_ws(' ', src.cat_en, src.extra), src.en_desc),
      shop_search_doc('french', src.fr_name, concat_ws(' ', src.cat_fr, src.extra), src.fr_desc),
      shop_search_doc('arabic', src.ar_name, concat_ws(' ', src.cat_ar, src.extra), src.ar_desc)
    FROM src
    ON CONFLICT (product_id) DO UPDATE SET
      search_en = excluded.search_en, search_fr = excluded.search_fr, search_ar = excluded.search_ar
  )
  UPDATE products p SET
    sort_name_en = shop_fold(src.en_name),
    sort_name_fr = shop_fold(src.fr_name),
    sort_name_ar = shop_fold(src.ar_name)
  FROM src
  WHERE p.id = src.id
    AND (p.sort_name_en, p.sort_name_fr, p.sort_name_ar)
      IS DISTINCT FROM (shop_fold(src.en_name), shop_fold(src.fr_name), shop_fold(src.ar_name));
END
$$;--> statement-breakpoint

-- Price, discount, stock and option columns from the active SKUs of the given products. The price after
-- discount rounds like discountedPrice() in packages/shared/src/money.ts.
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
    pot_colours = o.pot_colours
  FROM (
    SELECT x.id,
      min(round(s.price_fils * (100 - least(greatest(s.discount_pct, 0), 100)) / 100.0))::int AS min_price,
      coalesce(max(greatest(s.discount_pct, 0)), 0) AS max_discount,
      coalesce(bool_or(s.stock > 0), false) AS in_stock,
      coalesce(bool_or(s.discount_pct > 0), false) AS on_sale,
      coalesce(array_agg(DISTINCT s.pot_size ORDER BY s.pot_size) FILTER (WHERE s.pot_size IS NOT NULL), '{}') AS pot_sizes,
      coalesce(array_agg(DISTINCT s.pot_colour ORDER BY s.pot_colour) FILTER (WHERE s.pot_colour IS NOT NULL), '{}') AS pot_colours
    FROM (SELECT DISTINCT unnest(ids) AS id) x
    LEFT JOIN skus s ON s.product_id = x.id AND s.is_active
    GROUP BY x.id
  ) o
  WHERE p.id = o.id
    AND (p.min_price, p.max_discount, p.in_stock, p.on_sale, p.pot_sizes, p.pot_colours)
      IS DISTINCT FROM (o.min_price, o.max_discount, o.in_stock, o.on_sale, o.pot_sizes, o.pot_colours);
END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION catalogue_skus_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalogue_refresh_offers(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalogue_refresh_offers(array(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM catalogue_refresh_offers(array(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER skus_catalogue_insert AFTER INSERT ON skus REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_skus_changed();--> statement-breakpoint
CREATE TRIGGER skus_catalogue_update AFTER UPDATE ON skus REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_skus_changed();--> statement-breakpoint
CREATE TRIGGER skus_catalogue_delete AFTER DELETE ON skus REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_skus_changed();--> statement-breakpoint

CREATE OR REPLACE FUNCTION catalogue_translations_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalogue_refresh_text(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalogue_refresh_text(array(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM catalogue_refresh_text(array(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_translations_catalogue_insert AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_translations_changed();--> statement-breakpoint
CREATE TRIGGER product_translations_catalogue_update AFTER UPDATE ON product_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_translations_changed();--> statement-breakpoint
CREATE TRIGGER product_translations_catalogue_delete AFTER DELETE ON product_translations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_translations_changed();--> statement-breakpoint

-- Edits of what a product's documents contain. (A new product needs no trigger: its translations and SKUs
-- come after it and their triggers fill its columns.)
CREATE OR REPLACE FUNCTION catalogue_product_text_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_refresh_text(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_catalogue_text AFTER UPDATE OF tags, keywords, category_id ON products FOR EACH ROW
  WHEN (OLD.tags IS DISTINCT FROM NEW.tags OR OLD.keywords IS DISTINCT FROM NEW.keywords
    OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION catalogue_product_text_changed();--> statement-breakpoint

-- A renamed or moved category changes the documents of every product under it.
CREATE OR REPLACE FUNCTION catalogue_categories_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_refresh_text(array(
    WITH RECURSIVE changed AS (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.name IS DISTINCT FROM o.name OR n.parent_id IS DISTINCT FROM o.parent_id
      UNION
      SELECT c.id FROM categories c JOIN changed ON c.parent_id = changed.id
    )
    SELECT p.id FROM products p WHERE p.category_id IN (SELECT id FROM changed)
  ));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER categories_catalogue_update AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_categories_changed();--> statement-breakpoint

-- Fill the new columns of a catalogue that exists already.
SELECT catalogue_refresh_offers(array(SELECT id FROM products));--> statement-breakpoint
SELECT catalogue_refresh_text(array(SELECT id FROM products));--> statement-breakpoint
ANALYZE products;--> statement-breakpoint
ANALYZE product_search;
