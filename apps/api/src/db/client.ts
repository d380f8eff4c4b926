import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";
import { type Listener, type ListenHandlers, listenOnPglite, listenOnPostgres } from "./listen";
import { pgliteStartParams } from "./pglite-memory";
import { ReplicaFallbackPool } from "./replica-fallback";
import * as schema from "./schema";

/** How long a request waits for a database connection before it answers 503. */
export const CONNECT_TIMEOUT_MS = 3000;

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  /**
   * Public catalogue reads (lists, pages, search, categories, menus): the read replica when DATABASE_READ_URL is
   * set, else `db` itself. Never for writes, transactions, a shopper's own data or the back office (replica lag).
   */
  readDb: Db;
  kind: DbKind;
  /** The replica behind readDb, when there is one: whether it answers, and its replay lag (for /api/health). */
  replica?: { ping(): Promise<void>; lagSeconds(): Promise<number | null> };
  migrate(): Promise<void>;
  /** Latest applied migration tag, or null before the first. */
  appliedMigration(): Promise<string | null>;
  ping(): Promise<void>;
  /** LISTEN on a channel (the page cache's invalidations): PGlite's own, or a dedicated reconnecting connection. */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to open copies of it with `loadDataDir` (tests). */
  dumpDataDir?(): Promise<Blob>;
}

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number; readUrl?: string }
  /** dataDir undefined = in memory (tests). */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

/** apps/api/drizzle, found from here in the source tree (src/db) and in the bundle (dist). */
export const migrationsFolder = findMigrationsFolder(path.dirname(fileURLToPath(import.meta.url)));

function findMigrationsFolder(start: string): string {
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta/_journal.json"))) return candidate;
  }
  throw new Error(`No drizzle migrations folder above ${start}`);
}

/**
 * Each kind's driver is imported when a database of that kind is opened (issue 17, a later start): a shop on
 * PostgreSQL never loads PGlite, and one on PGlite never loads node-postgres (~65 ms of a start).
 */
export async function openDatabase(options: DatabaseOptions, folder = migrationsFolder): Promise<Database> {
  if (options.kind === "postgres") {
    const [{ default: pgModule }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = openPool(pgModule, options.url, options.poolSize);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // A second pool on the streaming replica for public catalogue reads (docs: README "Operations").
    const readPool = options.readUrl ? openPool(pgModule, options.readUrl, options.poolSize) : undefined;
    return makeDatabase(db, "postgres", {
      // Reads go to the primary while the replica does not answer (db/replica-fallback.ts).
      readDb: readPool
        ? (drizzlePg(new ReplicaFallbackPool(readPool, pool) as never, { schema }) as unknown as Db)
        : db,
      replica: readPool && replicaOf(readPool),
      migrate: () => migratePg(db as never, { migrationsFolder: folder }),
      listen: (channel, handlers) => listenOnPostgres(options.url, channel, handlers),
      ping: async () => {
        await pool.query("select 1");
      },
      close: async () => {
        const pools = [pool, readPool].filter((p): p is pg.Pool => p !== undefined && !p.ended);
        await untilIdle(pools);
        await Promise.all(pools.map((p) => p.end()));
      },
    });
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  lessEagerWasmTierUp();
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
    startParams: pgliteStartParams(PGlite.defaultStartParams),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return makeDatabase(db, "pglite", {
    migrate: () => migratePglite(db as never, { migrationsFolder: folder }),
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
    ping: async () => {
      if (client.closed) throw new Error("database closed");
      await client.query("select 1");
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    dumpDataDir: () => client.dumpDataDir("none") as Promise<Blob>,
  });
}

/**
 * PGlite's PostgreSQL is WebAssembly that V8 runs from its baseline compiler first and recompiles with its optimising
 * one, in background threads, once a function has used its "tiering budget". With V8's default budget a start's few
 * queries sent hundreds of functions to the optimiser at once: on 2 cores the main thread waited for it (~0.5 s of a
 * later start, issue 17). Ten times the budget still optimises whatever stays hot, a little later: the same query
 * rate once warm. Read when the module is instantiated, so it is set before PGlite is created.
 */
function lessEagerWasmTierUp() {
  setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
}
const WASM_TIERING_BUDGET = 18_000_000;

/**
 * Waits, at most `maxMs`, until no client of the pools has been checked out for three polls in a row. At shutdown
 * the server has stopped answering, but a request whose client went away can still be running its queries: ending
 * the pool under it made each fail and log "database unavailable" (issue 17: the log under load). PGlite's close
 * waits for the running query by itself.
 */
async function untilIdle(pools: pg.Pool[], maxMs = 5_000, pollMs = 20): Promise<void> {
  const busy = () => pools.some((p) => p.totalCount > p.idleCount || p.waitingCount > 0);
  const deadline = Date.now() + maxMs;
  for (let quiet = busy() ? 0 : 3; quiet < 3 && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    quiet = busy() ? 0 : quiet + 1;
  }
}

function openPool(pgModule: typeof pg, url: string, max = 20): pg.Pool {
  const pool = new pgModule.Pool({
    connectionString: url,
    max,
    // During an outage a request fails fast (503 with Retry-After) instead of waiting for a connection:
    // connecting gives up after 3 s, and a dead server's socket is noticed by TCP keep-alive.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle client losing its server must not crash the process; /api/health reports it instead.
  pool.on("error", () => {});
  return pool;
}

/** The replica's health: it answers, and its replay lag in seconds (0 when caught up, null before any replay). */
function replicaOf(pool: pg.Pool): NonNullable<Database["replica"]> {
  return {
    ping: async () => {
      await pool.query("select 1");
    },
    lagSeconds: async () => {
      const { rows } = await pool.query<{ lag: number | null }>(
        `select case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
           else extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 end as lag`,
      );
      return rows[0]?.lag ?? null;
    },
  };
}

function makeDatabase(
  db: Db,
  kind: DbKind,
  ops: Pick<Database, "migrate" | "ping" | "listen" | "close" | "dumpDataDir"> &
    Partial<Pick<Database, "readDb" | "replica">>,
): Database {
  return {
    db,
    kind,
    ...ops,
    readDb: ops.readDb ?? db,
    async appliedMigration() {
      const journal = await readJournal();
      const result = await db
        .execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
        .catch(() => null);
      const rows = (result as unknown as { rows?: Array<{ n: number }> } | null)?.rows;
      const n = rows?.[0]?.n ?? 0;
      return n > 0 ? (journal[n - 1] ?? null) : null;
    },
  };
}

let journalCache: string[] | undefined;
async function readJournal(): Promise<string[]> {
  if (!journalCache) {
    const { readFile } = await import("node:fs/promises");
    const raw = JSON.parse(await readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
      entries: Array<{ tag: string }>;
    };
    journalCache = raw.entries.map((e) => e.tag);
  }
  return journalCache;
}

export function databaseOptionsFrom(config: {
  databaseUrl?: string;
  databaseReadUrl?: string;
  dataDir: string;
  databasePoolSize: number;
}) {
  return config.databaseUrl
    ? ({
        kind: "postgres",
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
        readUrl: config.databaseReadUrl,
      } as const)
    : ({ kind: "pglite", dataDir: config.dataDir } as const);
}
