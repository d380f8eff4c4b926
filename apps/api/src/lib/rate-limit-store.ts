import { type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { rowsOf } from "./rows";

/**
 * @fastify/rate-limit stores whose counts live in PostgreSQL, so every instance of the shop counts the same hits
 * (docs/security.md "Limits"). Fixed windows: a key's hits are summed per window of `timeWindow` ms.
 *
 * - Route limits (login, register, password reset, tracking: small numbers, rare calls) are exact: each hit is
 *   one upsert that answers the count across instances, as a sliding window: this window's hits plus the last
 *   window's, weighted by how much of it still lies within `timeWindow` of now (rounded up). With fixed windows
 *   alone, the turn of a window forgot every hit a moment old (twice the limit within a second).
 * - The global per-address limit guards every API call, so its hits are counted in memory and added to the
 *   database once a second (one statement for all keys), which answers the totals of every instance. Between two
 *   flushes an instance adds its own hits to the last total it saw: the shared count is at most a second late.
 */

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreDeps {
  db: Db;
  log: Pick<FastifyBaseLogger, "warn">;
  /** How often the global counts are added up in the database. */
  flushMs?: number;
}

const windowOf = (now: number, timeWindow: number) => Math.floor(now / timeWindow) * timeWindow;

async function addHits(db: Db, keys: string[], windows: number[], hits: number[]): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    insert into rate_limit_hits (key, window_start, hits)
    select k, to_timestamp(w / 1000.0), h
    from json_to_recordset(${JSON.stringify(keys.map((k, i) => ({ k, w: windows[i], h: hits[i] })))}::json)
      as t(k text, w bigint, h int)
    on conflict (key, window_start) do update set hits = rate_limit_hits.hits + excluded.hits
    returning key, (extract(epoch from window_start) * 1000)::bigint as window_ms, hits`);
  const totals = new Map<string, number>();
  for (const row of rowsOf<{ key: string; window_ms: string | number; hits: number }>(result)) {
    totals.set(`${row.key}\u0000${Number(row.window_ms)}`, Number(row.hits));
  }
  return totals;
}

/**
 * One hit on `key` in the fixed window of `windowMs` that holds now, counted in the shared table like the route
 * limits; answers the window's total across instances. For limits a route config cannot key (e.g. per e-mail).
 */
export async function countSharedHit(db: Db, key: string, windowMs: number): Promise<number> {
  const window = windowOf(Date.now(), windowMs);
  const totals = await addHits(db, [key], [window], [1]);
  return totals.values().next().value ?? 1;
}

/**
 * The share of the window before the current one that still lies within `windowMs` of now, for a sliding count:
 * hits(current) + ceil(hits(previous) * weight).
 */
function slidingWeight(now: number, windowMs: number): number {
  return 1 - (now - windowOf(now, windowMs)) / windowMs;
}

/** The previous window's hits on `key`, weighted as above and rounded up, as a scalar SQL expression. */
function previousHitsSql(key: string, windowMs: number, now: number): SQL {
  const previous = windowOf(now, windowMs) - windowMs;
  return sql`ceil(coalesce((select hits from rate_limit_hits
     where key = ${key}::text and window_start = to_timestamp(${previous}::bigint / 1000.0)), 0)
     * ${slidingWeight(now, windowMs)}::float8)::int`;
}

/**
 * The hits on `key` within `windowMs` of now (sliding, as the route limits count), without adding one, as a
 * scalar SQL expression: for limits that count only failures (discount codes), read in the same statement as what
 * they guard.
 */
export function sharedHitsSql(key: string, windowMs: number): SQL {
  const now = Date.now();
  return sql`(coalesce((select hits from rate_limit_hits
     where key = ${key}::text and window_start = to_timestamp(${windowOf(now, windowMs)}::bigint / 1000.0)), 0)
     + ${previousHitsSql(key, windowMs, now)})`;
}

/** One hit on `key` for a route limit, answering the sliding count across instances in the same statement. */
async function addSlidingHit(db: Db, key: string, windowMs: number, now: number): Promise<number> {
  const result = await db.execute(sql`
    with hit as (
      insert into rate_limit_hits (key, window_start, hits)
      values (${key}::text, to_timestamp(${windowOf(now, windowMs)}::bigint / 1000.0), 1)
      on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
      returning hits
    ) select (select hits from hit) + ${previousHitsSql(key, windowMs, now)} as current`);
  return Number(rowsOf<{ current: number }>(result)[0]?.current ?? 1);
}

/** Deletes windows that ended more than an hour ago; returns how many rows went. */
export async function pruneRateLimitHits(db: Db): Promise<number> {
  const result = await db.execute(sql`
    with gone as (
      delete from rate_limit_hits
      where ctid in (select ctid from rate_limit_hits where window_start < now() - interval '1 hour' limit 5000)
      returning 1
    ) select count(*)::int as n from gone`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** What @fastify/rate-limit passes to `child`: the route's merged limit options, with the route itself. */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** Each limited route counts on its own, as @fastify/rate-limit's own stores do. */
const routeName = ({ routeInfo }: RouteParams) =>
  `${[routeInfo?.method ?? ""].flat().join(",")} ${routeInfo?.url ?? ""}`;

interface Pending {
  window: number;
  /** Hits of this instance not yet in the database. */
  pending: number;
  /** The database's total for the window at the last flush (every instance's hits). */
  shared: number;
  timeWindow: number;
}

/** The store class to hand to @fastify/rate-limit, and the flush timer's start and stop. */
export function createSharedRateLimitStore({ db, log, flushMs = 1000 }: StoreDeps) {
  const counts = new Map<string, Pending>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  async function flushOnce(): Promise<void> {
    const keys: string[] = [];
    const windows: number[] = [];
    const hits: number[] = [];
    const now = Date.now();
    for (const [key, entry] of counts) {
      const current = entry.window + entry.timeWindow > now;
      // Keys of the current window are sent even without new hits here: the answer brings the other instances'.
      if (entry.pending > 0 || current) {
        keys.push(key);
        windows.push(entry.window);
        hits.push(entry.pending);
        entry.shared += entry.pending;
        entry.pending = 0;
      }
      if (!current) counts.delete(key);
    }
    if (!keys.length) return;
    try {
      const totals = await addHits(db, keys, windows, hits);
      for (const key of keys) {
        const entry = counts.get(key);
        const total = entry && totals.get(`${key}\u0000${entry.window}`);
        if (entry && total !== undefined) entry.shared = Math.max(entry.shared, total);
      }
    } catch (error) {
      // The database is away: keep counting here; the hits of this second are lost to other instances only.
      log.warn({ err: error }, "rate limit: could not add hits to the database");
    }
  }

  const flush = () => {
    flushing = flushing.then(flushOnce, flushOnce);
    return flushing;
  };

  class GlobalStore {
    incr(key: string, cb: Callback, timeWindow: number): void {
      const now = Date.now();
      const window = windowOf(now, timeWindow);
      let entry = counts.get(key);
      if (!entry || entry.window !== window) {
        entry = { window, pending: 0, shared: 0, timeWindow };
        counts.set(key, entry);
      }
      entry.pending++;
      cb(null, { current: entry.shared + entry.pending, ttl: window + timeWindow - now });
    }

    child(params: RouteParams): ExactStore {
      return new ExactStore(routeName(params));
    }
  }

  class ExactStore {
    constructor(private readonly route: string) {}

    incr(key: string, cb: Callback, timeWindow: number): void {
      const now = Date.now();
      const window = windowOf(now, timeWindow);
      addSlidingHit(db, `${this.route} ${key}`, timeWindow, now).then(
        (current) => cb(null, { current, ttl: window + timeWindow - now }),
        (error: Error) => cb(error),
      );
    }

    child(params: RouteParams): ExactStore {
      return new ExactStore(routeName(params));
    }
  }

  return {
    Store: GlobalStore,
    start() {
      timer ??= setInterval(() => void flush(), flushMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
    /** Adds this instance's counts to the database now (tests). */
    flush,
  };
}
