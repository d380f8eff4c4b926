// A large synthetic catalogue written by set-based SQL (generate_series), for the 1M search benchmark (issue 17).
// The seed's `--products N` builds every row in JavaScript and lets the catalogue triggers fold and index each
// text (shop_fold costs ~90 µs a call, ~12 calls a product): 1M took 19 min. Here each new product copies a demo
// product (category, tags, care, SKUs with their prices and stock, first image) and adds a cultivar word to its
// names, with its own popularity (skewed like the seed's: 2000 * r^3) and creation date. The triggers are off
// during the copy (session_replication_role = replica), so the derived rows are copied too: the template's
// offer columns and stock total (same SKUs, so the same values), its search documents plus the cultivar word
// as a name (weight A) word, its sort names plus the word. Same lexemes and weights as the triggers would
// write (positions differ, which no catalogue query reads); checked on a sample by `checkSynthetic`.
import { readFileSync } from "node:fs";
import pg from "pg";

const BATCH = 100_000;
// The seed's cultivar words (apps/api/scripts/seed/varieties.json); the first 32, as every recorded run used.
const VARIETIES = JSON.parse(
  readFileSync(new URL("../../apps/api/scripts/seed/varieties.json", import.meta.url), "utf8"),
).slice(0, 32);
const VARIETY = `(array[${VARIETIES.map((v) => `'${v}'`).join(",")}])[1 + (g::bigint * 7919) % ${VARIETIES.length}]`;

/** Adds `count` products after the demo catalogue at `url`, 100k per transaction; returns the seconds taken. */
export async function addSyntheticProducts(url, count, log = console.log) {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select setseed(0.17)");
    await client.query(`create temp table tpl as
      select (row_number() over (order by id) - 1)::int as k, * from products
      where listed and slug not like '%-m' || id`); // the demo products, not earlier copies (slug ends -m<id>)
    const [{ n, base }] = (
      await client.query("select count(*)::int as n, (select max(id) from products)::int as base from tpl")
    ).rows;
    // Migration 0029 keeps popularity beside the documents; a database before it has no such columns.
    const [{ ranked }] = (
      await client.query(`select count(*) > 0 as ranked from information_schema.columns
        where table_name = 'product_search' and column_name = 'popularity'`)
    ).rows;
    await client.query("set session_replication_role = replica");
    for (let from = 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      const gen = `from generate_series(${from}, ${to}) g join tpl t on t.k = g % ${n}`;
      const word = `' ''' || lower(${VARIETY}) || ''''`;
      await client.query("begin");
      await client.query(`insert into products (id, slug, category_id, tags, keywords, light, watering, difficulty,
          pet_safe, mature_size, popularity, featured, is_active, created_at, min_price, max_price, max_discount,
          in_stock, on_sale, pot_sizes, pot_colours, sort_name_en, sort_name_fr, sort_name_ar, status, low_stock)
        select ${base} + g, t.slug || '-m' || (${base} + g), t.category_id,
          t.tags, t.keywords, t.light, t.watering, t.difficulty,
          t.pet_safe, t.mature_size, floor(power(random(), 3) * 2000)::int, false, true,
          now() - random() * interval '365 days', t.min_price, t.max_price, t.max_discount, t.in_stock, t.on_sale,
          t.pot_sizes, t.pot_colours, t.sort_name_en || ${word}, t.sort_name_fr || ${word}, t.sort_name_ar || ${word},
          t.status, t.low_stock ${gen}`);
      await client.query(`insert into product_translations (product_id, locale, name, description, care_text)
        select ${base} + g, tr.locale, tr.name || ' ''' || ${VARIETY} || '''', tr.description, tr.care_text
        ${gen} join product_translations tr on tr.product_id = t.id`);
      await client.query(`insert into skus (product_id, code, pot_size, pot_colour, price_fils, discount_pct, stock,
          is_active, position, low_stock_threshold)
        select ${base} + g, s.code || '-M' || (${base} + g), s.pot_size, s.pot_colour, s.price_fils, s.discount_pct,
          s.stock, s.is_active, s.position, s.low_stock_threshold ${gen} join skus s on s.product_id = t.id`);
      await client.query(`insert into product_images (product_id, position, base, widths, width, height, alt)
        select ${base} + g, i.position, i.base, i.widths, i.width, i.height, i.alt
        ${gen} join product_images i on i.product_id = t.id and i.position = 0`);
      await client.query(`insert into product_stock (product_id, total_stock)
        select ${base} + g, st.total_stock ${gen} join product_stock st on st.product_id = t.id`);
      const doc = (lang, cfg) => `s.search_${lang} || setweight(to_tsvector('${cfg}', lower(${VARIETY})), 'A')`;
      await client.query(`insert into product_search (product_id, search_en, search_fr, search_ar
          ${ranked ? ", popularity, listed" : ""})
        select ${base} + g, ${doc("en", "english")}, ${doc("fr", "french")}, ${doc("ar", "arabic")}
          ${ranked ? ", p.popularity, p.listed" : ""}
        ${gen} join product_search s on s.product_id = t.id join products p on p.id = ${base} + g`);
      await client.query(`insert into product_admin_search (product_id, status, category_id, on_sale, in_stock,
          low_stock, sort_name_en, min_price, updated_at, words)
        select p.id, p.status, p.category_id, p.on_sale, p.in_stock, p.low_stock, p.sort_name_en, p.min_price,
          p.updated_at, strip(s.search_en) || strip(s.search_fr) || strip(s.search_ar)
        from products p join product_search s on s.product_id = p.id where p.id between ${base + from} and ${base + to}`);
      await client.query("commit");
      log(`  ${to} / ${count} products (${Math.round((performance.now() - started) / 1000)} s)`);
    }
    await client.query("set session_replication_role = origin");
    await client.query("select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))");
    await client.query("select setval(pg_get_serial_sequence('skus', 'id'), (select max(id) from skus))");
    await checkSynthetic(client, base);
    // The triggers were off: the search bands (migration 0030) as the server's band job would set them.
    await client.query("select search_bands_refresh()");
    await client.query("vacuum analyze");
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}

/**
 * Recomputes a sample of the copied products with the triggers' own function (in a transaction rolled back)
 * and throws if their lexemes and weights, sort names or offers differ from the copies.
 */
async function checkSynthetic(client, base) {
  const sample = `select id from products where id > ${base} order by id limit 50`;
  // Lexemes with the set of their weights; positions differ (a concatenated document) and no query reads them.
  const words = (lang) => `array(select u.lexeme || ':' || (select string_agg(distinct w::text, '' order by w::text)
      from unnest(u.weights) w) from unnest(s.search_${lang}) u order by 1)::text as ${lang}`;
  const snapshot = `select p.id, p.sort_name_en, p.sort_name_fr, p.sort_name_ar, p.min_price, p.in_stock, p.listed,
      ${words("en")}, ${words("fr")}, ${words("ar")}
    from products p join product_search s on s.product_id = p.id where p.id in (${sample}) order by p.id`;
  const copied = JSON.stringify((await client.query(snapshot)).rows);
  await client.query("begin");
  try {
    await client.query(`select catalogue_refresh_text(array(${sample})), catalogue_refresh_offers(array(${sample}))`);
    const fresh = JSON.stringify((await client.query(snapshot)).rows);
    if (fresh !== copied) throw new Error(`synthetic rows differ from the triggers' own:\n${copied}\n${fresh}`);
  } finally {
    await client.query("rollback");
  }
}
