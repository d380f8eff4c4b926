/**
 * Seed the catalogue: `npm run db:seed` adds the demo catalogue to an empty database;
 * `npm run db:seed -- --products 100000` also adds that many synthetic products for scale tests.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../src/config";
import { databaseOptionsFrom, openDatabase } from "../src/db/client";
import { refreshSearchBands } from "../src/modules/catalogue/catalogue.search-bands";
import { isSeeded, seedDemo, seedLarge } from "./seed/index";

const { values } = parseArgs({
  options: {
    products: { type: "string" },
    "no-images": { type: "boolean", default: false },
  },
});
const extra = values.products === undefined ? 0 : Number(values.products);
if (!Number.isInteger(extra) || extra < 0) {
  console.error(`--products must be a whole number, got "${values.products}"`);
  process.exit(2);
}

const config = loadConfig(process.env, { serving: false });
const started = performance.now();
const database = await openDatabase(databaseOptionsFrom(config));
const parts: string[] = [];
try {
  await database.migrate();
  if (await isSeeded(database.db)) {
    parts.push("demo catalogue already present");
  } else {
    const t = performance.now();
    const { products } = await seedDemo(database.db, { mediaDir: config.mediaDir, images: !values["no-images"] });
    parts.push(`demo: ${products} products in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  if (extra > 0) {
    const t = performance.now();
    await seedLarge(database.db, { products: extra, mediaDir: config.mediaDir });
    parts.push(`large: ${extra} products in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  // The catalogue's search bands now, not in the server's first minute (a server would compute the same).
  await refreshSearchBands(database.db);
  console.log(
    `seed (${database.kind}, ${config.dataDir}): ${parts.join("; ")}; total ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await database.close();
}
