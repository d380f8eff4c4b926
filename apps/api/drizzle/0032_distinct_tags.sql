-- A product's tags are distinct (issue 17): the back office and the CSV import save each tag once. A list that
-- repeated a tag made the tag facet count the product twice while the tag filter found it once, and it kept the
-- stored counts per category (0031) from serving tag filters. Existing lists keep their first occurrences, in order.
UPDATE products SET tags = array(SELECT u.t FROM unnest(tags) WITH ORDINALITY AS u(t, i) GROUP BY u.t ORDER BY min(u.i))
 WHERE cardinality(tags) <> (SELECT count(DISTINCT t) FROM unnest(tags) AS t);
