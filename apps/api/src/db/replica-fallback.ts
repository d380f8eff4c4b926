import type pg from "pg";
import { isDatabaseUnavailable } from "../plugins/database-unavailable";

/** How long reads stay on the primary after the replica failed to answer, before it is tried again. */
export const REPLICA_RETRY_MS = 5_000;

/**
 * The read pool that drizzle's readDb queries (issue 17, read replica): the replica's pool while it answers; when a
 * query finds it unreachable, the same query on the primary, and the primary alone for REPLICA_RETRY_MS. A replica
 * that is down then costs the storefront nothing but load on the primary, instead of failing every catalogue read.
 * A query the replica refused (bad input, a conflict) is not repeated. The name ends in "Pool" so that drizzle would
 * open a transaction on a connection of its own (readDb runs none): that connection is the primary's.
 */
export class ReplicaFallbackPool {
  private primaryUntil = 0;

  constructor(
    private readonly replica: pg.Pool,
    private readonly primary: pg.Pool,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether reads are on the primary now because the replica did not answer. */
  get fellBack(): boolean {
    return this.now() < this.primaryUntil;
  }

  async query(config: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    if (this.fellBack) return this.primary.query(config, values);
    try {
      return await this.replica.query(config, values);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      this.primaryUntil = this.now() + REPLICA_RETRY_MS;
      return this.primary.query(config, values);
    }
  }

  connect(): Promise<pg.PoolClient> {
    return this.primary.connect();
  }
}
