import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { createPeriodicJob, type PeriodicJob } from "../../lib/periodic-job";
import { rowsOf } from "../../lib/rows";

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's search band job (tests wait for its first pass). */
    catalogueBands: PeriodicJob;
  }
}

/**
 * Search bands (issue 17, migration 0030): band n holds the listed products at least as popular as the one at the
 * band's rank among listed products (10k, 30k, 100k, 300k: search_bands_refresh's default), and each document
 * carries the numbers of its bands beside its words in one GIN index. A text query looks for its best sellers in
 * band 1, then in larger bands (catalogue.text.ts). A band's floor is a popularity and the triggers band each
 * document by it: a band holds every product that sells as well or better, however old its floor, so floors that
 * lag the sales cost time, never a wrong answer.
 */
/** How often each instance recomputes the floors (and how long it keeps the list of bands it reads). */
export const BAND_REFRESH_MS = 5 * 60_000;

/** Band `band` holds the best-selling `rank` listed products (ties at the floor included). */
export type Band = { band: number; rank: number };

const readCache = new WeakMap<Db, { at: number; bands: Promise<Band[]> }>();

/**
 * New floors for `ranks` (the migration's by default) and every document's bands with them (search_bands_refresh,
 * one statement): the number of documents re-banded, or -1 when the floors did not move.
 */
export async function refreshSearchBands(db: Db, ranks?: readonly number[]): Promise<number> {
  const list =
    ranks &&
    sql.join(
      ranks.map((rank) => sql`${rank}`),
      sql`, `,
    );
  const call = list ? sql`search_bands_refresh(array[${list}]::integer[])` : sql`search_bands_refresh()`;
  const [row] = rowsOf<{ moved: number }>(await db.execute(sql`select ${call} as moved`));
  const moved = Number(row?.moved ?? -1);
  if (moved >= 0) readCache.delete(db);
  return moved;
}

/** The bands a text query may look in, smallest first; read at most once per BAND_REFRESH_MS per database. */
export function searchBands(db: Db): Promise<Band[]> {
  const cached = readCache.get(db);
  if (cached && Date.now() - cached.at < BAND_REFRESH_MS) return cached.bands;
  const bands = db
    .execute(sql`select band, rank from search_bands order by band`)
    .then((result) => rowsOf<Band>(result).map((b) => ({ band: Number(b.band), rank: Number(b.rank) })));
  readCache.set(db, { at: Date.now(), bands });
  bands.catch(() => readCache.delete(db));
  return bands;
}

/**
 * Every instance recomputes the floors every BAND_REFRESH_MS (and once when it starts): popularity and listings
 * move them, and a rank the catalogue grows into gains its band. Nothing is written while they stay put.
 */
export function createSearchBandJob(db: Db, log: Pick<FastifyBaseLogger, "info" | "warn">): PeriodicJob {
  return createPeriodicJob({
    name: "search band job",
    intervalMs: BAND_REFRESH_MS,
    log,
    async pass() {
      const moved = await refreshSearchBands(db);
      if (moved >= 0) log.info({ documents: moved }, "search band job: new floors");
      return Math.max(moved, 0);
    },
  });
}
