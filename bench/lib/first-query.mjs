// The first query after a restart (issue 17): words no other scenario asks, and the time of the first requests.
import pg from "pg";

/** Words of the demo descriptions that no name holds (no scenario asks them): 2 per run for firstQuery. */
export async function unaskedWords(url, count) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select w from (
        select distinct lower(w) as w from (
          select regexp_split_to_table(description, '[^[:alpha:]]+') as w from product_translations
          where locale = 'en' and product_id <= 139) d where length(w) >= 6
        except select lower(regexp_split_to_table(name, '[^[:alpha:]]+')) from product_translations
        where product_id <= 139) x
      order by md5(w) limit $1`,
      [count],
    );
    if (rows.length < count) throw new Error(`only ${rows.length} unasked words`);
    return rows.map((r) => r.w);
  } finally {
    await client.end();
  }
}

/** Times the request of each word (`request(word)`: { path, headers, body }) in turn, on a server that just started. */
export async function firstQuery(origin, [first, next], request) {
  const time = async (word) => {
    const r = request(word);
    const started = performance.now();
    const response = await fetch(`${origin}${r.path}`, { method: "POST", headers: r.headers, body: r.body });
    const body = await response.json();
    if (response.status !== 200 || body?.status !== "SUCCESS") throw new Error(`"${word}" answered ${response.status}`);
    return performance.now() - started;
  };
  return { first: await time(first), next: await time(next), words: [first, next] };
}
