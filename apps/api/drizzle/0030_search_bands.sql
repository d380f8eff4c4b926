-- Search bands (issue 17; docs/decisions/0004-search.md, second addendum). The same SQL runs on PostgreSQL and PGlite.
--
-- 0029 bounded a text query's candidates to the best sellers with a popularity range ANDed with the word's GIN
-- entries. At 1M products both sides are bitmaps as large as the word's matches or the band's products (27 ms
-- for "palm", 102k matches; 21 ms for the top 100k's range), built on every query. A product now carries the
-- numbers of the bands it belongs to (cumulative: a top-10k product is in bands 1 to 4), and each document
-- index holds the bands too, so "palm in band 1" intersects two posting lists inside one GIN scan, skipping
-- through the longer one: the cost follows the band's matches, not the word's.
-- The popularity column and index of 0029 were written by hand there; drizzle's snapshot now knows them.
CREATE TABLE "search_bands" (
	"band" smallint PRIMARY KEY NOT NULL,
	"rank" integer NOT NULL,
	"floor" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "product_search_en_idx";--> statement-breakpoint
DROP INDEX "product_search_fr_idx";--> statement-breakpoint
DROP INDEX "product_search_ar_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "bands" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_en_band_idx" ON "product_search" USING gin ("search_en","bands");--> statement-breakpoint
CREATE INDEX "product_search_fr_band_idx" ON "product_search" USING gin ("search_fr","bands");--> statement-breakpoint
CREATE INDEX "product_search_ar_band_idx" ON "product_search" USING gin ("search_ar","bands");--> statement-breakpoint

-- The bands a product with this `listed` and `popularity` belongs to, under the stored floors.
CREATE OR REPLACE FUNCTION search_bands_of(is_listed boolean, pop integer) RETURNS smallint[]
LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(b.band ORDER BY b.band), '{}')::smallint[] FROM search_bands b
   WHERE is_listed AND pop >= b.floor
$$;--> statement-breakpoint

-- 0029's triggers, which copy popularity and listed to the document, now set its bands with them.
CREATE OR REPLACE FUNCTION catalogue_search_rank_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.popularity, coalesce(p.listed, false) INTO NEW.popularity, NEW.listed
    FROM products p WHERE p.id = NEW.product_id;
  NEW.bands := search_bands_of(NEW.listed, NEW.popularity);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_search_rank_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search SET popularity = NEW.popularity, listed = coalesce(NEW.listed, false),
      bands = search_bands_of(coalesce(NEW.listed, false), NEW.popularity)
   WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint

-- New floors for the best-selling `ranks` (one band each, in order; a rank the catalogue does not reach has no
-- band), and every document whose bands change with them. The default ranks are the application's: each band
-- about 3x the last, so a word that fills none reads little more than it needs from the next. Nothing is written while the floors stay as they are
-- (a write would wake the page caches' listeners). Serialised between instances by the table lock; returns the
-- number of documents re-banded, or -1 when the floors did not move.
CREATE OR REPLACE FUNCTION search_bands_refresh(ranks integer[] DEFAULT ARRAY[10000, 30000, 100000, 300000])
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  before jsonb;
  after jsonb;
  old_min integer;
  moved integer;
BEGIN
  LOCK TABLE search_bands IN SHARE ROW EXCLUSIVE MODE;
  SELECT coalesce(jsonb_agg(jsonb_build_array(band, rank, floor) ORDER BY band), '[]'), min(floor)
    INTO before, old_min FROM search_bands;
  SELECT coalesce(jsonb_agg(jsonb_build_array(r.i, r.rank, f.popularity) ORDER BY r.i), '[]') INTO after
    FROM unnest(ranks) WITH ORDINALITY AS r(rank, i)
    CROSS JOIN LATERAL (SELECT s.popularity FROM product_search s WHERE s.listed
      ORDER BY s.popularity DESC, s.product_id DESC OFFSET r.rank - 1 LIMIT 1) f;
  IF after = before THEN
    RETURN -1;
  END IF;
  DELETE FROM search_bands;
  INSERT INTO search_bands (band, rank, floor)
    SELECT (e->>0)::smallint, (e->>1)::integer, (e->>2)::integer FROM jsonb_array_elements(after) e;
  -- Documents with bands have listed and popularity >= the old lowest floor; those gaining one, the new.
  UPDATE product_search s SET bands = search_bands_of(s.listed, s.popularity)
   WHERE s.listed AND s.popularity >= least(old_min, (SELECT min(floor) FROM search_bands))
     AND s.bands IS DISTINCT FROM search_bands_of(s.listed, s.popularity);
  GET DIAGNOSTICS moved = ROW_COUNT;
  RETURN moved;
END
$$;
