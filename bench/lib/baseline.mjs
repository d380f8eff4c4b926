// The --db runs of the benchmarks that compare our server with the hello-world baseline on PGlite and PostgreSQL.
import { startPostgres } from "./postgres.mjs";
import { startHelloWorld } from "./proc.mjs";

/** The --db list ("pglite", "postgres" or both, comma-separated); throws on any other name. */
export function databaseList(value) {
  const databases = value.split(",").map((d) => d.trim());
  for (const db of databases) {
    if (db !== "pglite" && db !== "postgres") throw new Error(`unknown --db ${db} (pglite or postgres)`);
  }
  return databases;
}

/**
 * Runs `bench({ hello, databaseUrl })` for one database: with the hello-world baseline started and, for
 * "postgres", a throwaway PostgreSQL (for "pglite" no URL: our server opens its own). Stops both afterwards.
 */
export async function withBaseline(db, bench) {
  const pg = db === "postgres" ? await startPostgres() : undefined;
  try {
    const hello = await startHelloWorld();
    try {
      return await bench({ hello, databaseUrl: pg?.url });
    } finally {
      await hello.stop();
    }
  } finally {
    pg?.stop();
  }
}
