import { Gauge, type Registry } from "prom-client";
import type { Database } from "../../db/client";

interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

type Method = (...args: unknown[]) => Promise<unknown>;

/** The client behind drizzle: node-postgres's Pool (it has totalCount) or a PGlite instance. */
function clientOf(database: Database): unknown {
  return (database.db as unknown as { $client?: unknown }).$client;
}

/**
 * PGlite runs one query at a time and has no pool: what it has in flight (running and queued behind it) is what
 * shows how far the embedded database is behind. Counted by wrapping its three entry points; inside a transaction
 * the queries go through the transaction's own object, so a whole transaction counts once.
 */
function countPgliteInFlight(client: Record<string, unknown>): () => number {
  let inFlight = 0;
  for (const name of ["query", "exec", "transaction"]) {
    const original = client[name];
    if (typeof original !== "function") continue;
    client[name] = function counted(this: unknown, ...args: unknown[]) {
      inFlight++;
      return (original as Method).apply(this, args).finally(() => {
        inFlight--;
      });
    };
  }
  return () => inFlight;
}

/** Gauges of the database: the pool (node-postgres) or the queries in flight (PGlite). */
export function registerDatabaseMetrics(registry: Registry, database: Database) {
  const client = clientOf(database);
  if (database.kind === "postgres" && client && typeof client === "object" && "totalCount" in client) {
    const pool = client as PoolCounts;
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    gauge("shop_db_pool_connections", "Connections open in the PostgreSQL pool", () => pool.totalCount);
    gauge("shop_db_pool_idle", "Idle connections in the PostgreSQL pool", () => pool.idleCount);
    gauge("shop_db_pool_waiting", "Queries waiting for a connection of the PostgreSQL pool", () => pool.waitingCount);
    return;
  }
  if (client && typeof client === "object") {
    const inFlight = countPgliteInFlight(client as Record<string, unknown>);
    new Gauge({
      name: "shop_db_queries_in_flight",
      help: "Queries (or whole transactions) running or queued in the embedded database (PGlite)",
      registers: [registry],
      collect() {
        this.set(inFlight());
      },
    });
  }
}
