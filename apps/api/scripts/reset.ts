import "dotenv/config";
import { rmSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "../src/config";
import { databaseOptionsFrom, openDatabase } from "../src/db/client";
import { seedDemo } from "./seed/index";

/** Drops every table (or the embedded database folder), then migrates and seeds the demo catalogue again. */
const config = loadConfig(process.env, { serving: false });
if (config.databaseUrl) {
  const database = await openDatabase(databaseOptionsFrom(config));
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
  await database.close();
} else {
  rmSync(path.join(config.dataDir, "pglite"), { recursive: true, force: true });
}
const database = await openDatabase(databaseOptionsFrom(config));
await database.migrate();
const { products } = await seedDemo(database.db, { mediaDir: config.mediaDir });
console.log(`Reset the ${database.kind} database: ${products} demo products`);
await database.close();
