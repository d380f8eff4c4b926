import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/** What a LISTEN reports: each notification, and whether notifications can currently arrive at all. */
export interface ListenHandlers {
  onNotify(payload: string): void;
  /** false: the connection is lost (notifications may be missed); true: listening (again). */
  onListening?(listening: boolean): void;
}

export interface Listener {
  close(): Promise<void>;
}

/** Quoted identifier for LISTEN (channels are ours, but never trust a string in SQL). */
const channelSql = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/** PGlite runs in this process: its LISTEN never drops, so it is listening from the start. */
export async function listenOnPglite(client: PGlite, channel: string, handlers: ListenHandlers): Promise<Listener> {
  const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
  handlers.onListening?.(true);
  return {
    close: async () => {
      if (!client.closed) await unlisten();
    },
  };
}

const RECONNECT_MS = 1000;
const HEARTBEAT_MS = 5000;

/**
 * A dedicated connection (not from the pool: a pooled client would lose its LISTEN when released) that
 * reconnects after any failure. A heartbeat notices a connection that died silently; while it is down
 * onListening(false) tells the caller that changes may be missed.
 */
export async function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<Listener> {
  // node-postgres is loaded with the PostgreSQL database (db/client.ts), never on PGlite.
  const { default: pgModule } = await import("pg");
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const down = (broken: pg.Client) => {
    if (client !== broken) return;
    client = null;
    clearInterval(heartbeat);
    broken.end().catch(() => {});
    handlers.onListening?.(false);
    if (!closed) {
      retry = setTimeout(connect, RECONNECT_MS);
      retry.unref();
    }
  };

  async function connect(): Promise<void> {
    const next = new pgModule.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 3000,
      // Named, so an operator (and the test) can tell it from the pool's connections in pg_stat_activity.
      application_name: `listen ${channel}`,
    });
    next.on("error", () => down(next));
    next.on("end", () => down(next));
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? "");
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channelSql(channel)}`);
    } catch {
      down(next);
      return;
    }
    if (closed || client !== next) return;
    heartbeat = setInterval(() => {
      next.query("select 1").catch(() => down(next));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    handlers.onListening?.(true);
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
