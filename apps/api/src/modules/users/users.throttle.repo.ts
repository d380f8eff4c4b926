import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginThrottle } from "../../db/schema";
import { rowsOf } from "../../lib/rows";

/**
 * Failed-login counters in PostgreSQL, so every instance sees the same numbers. Three scopes:
 * - pair: one (account, address) pair; kept until a day without failures, the growing delay reads it;
 * - account: one account from every address, per clock hour;
 * - address: one address against every account, per clock hour.
 * Times are compared with the database's now(), so instances with skewed clocks still agree.
 */
export interface ThrottleState {
  pairFailures: number;
  /** Seconds since the pair's last failure (or counted attempt); null without one. */
  pairIdleSeconds: number | null;
  accountFailures: number;
  addressFailures: number;
  /** Seconds until the current hour's window ends (when the account and address counters start again). */
  secondsToNextHour: number;
}

const hour = sql`date_trunc('hour', now())`;
/** A pair's failures are forgotten after a day without a new one. */
const PAIR_MEMORY = sql`interval '24 hours'`;

/** The three counters as they stand now (one query; stale windows read as zero). */
export async function readThrottle(db: Db, account: string, address: string): Promise<ThrottleState> {
  const [row] = rowsOf<ThrottleState>(
    await db.execute(sql`
      select
        coalesce(max(failures) filter (where scope = 'pair' and last_failure_at > now() - ${PAIR_MEMORY}), 0)::int
          as "pairFailures",
        max(extract(epoch from now() - last_failure_at)) filter (where scope = 'pair')::float8 as "pairIdleSeconds",
        coalesce(max(failures) filter (where scope = 'account' and window_start = ${hour}), 0)::int
          as "accountFailures",
        coalesce(max(failures) filter (where scope = 'address' and window_start = ${hour}), 0)::int
          as "addressFailures",
        extract(epoch from ${hour} + interval '1 hour' - now())::float8 as "secondsToNextHour"
      from ${loginThrottle}
      where (scope = 'pair' and account = ${account} and address = ${address})
         or (scope = 'account' and account = ${account} and address = '')
         or (scope = 'address' and account = '' and address = ${address})`),
  );
  return {
    pairFailures: Number(row?.pairFailures ?? 0),
    pairIdleSeconds: row?.pairIdleSeconds == null ? null : Number(row.pairIdleSeconds),
    accountFailures: Number(row?.accountFailures ?? 0),
    addressFailures: Number(row?.addressFailures ?? 0),
    secondsToNextHour: Number(row?.secondsToNextHour ?? 3600),
  };
}

/**
 * Takes the pair's next attempt once its wait is over: atomic, so of concurrent attempts only one gets through
 * (the others see the fresh time and wait again). False while the pair must still wait.
 */
export async function claimPairAttempt(db: Db, account: string, address: string, waitSeconds: number) {
  const rows = rowsOf(
    await db.execute(sql`
      update ${loginThrottle} set last_failure_at = now()
      where scope = 'pair' and account = ${account} and address = ${address}
        and last_failure_at <= now() - make_interval(secs => ${waitSeconds}::float8)
      returning 1`),
  );
  return rows.length > 0;
}

/** One failed login: counts it for the pair, the account and the address, in one statement. */
export async function recordFailure(db: Db, account: string, address: string): Promise<void> {
  await db.execute(sql`
    insert into ${loginThrottle} as t (scope, account, address, window_start, failures, last_failure_at)
    values ('pair', ${account}, ${address}, now(), 1, now()),
           ('account', ${account}, '', ${hour}, 1, now()),
           ('address', '', ${address}, ${hour}, 1, now())
    on conflict (scope, account, address) do update set
      failures = case when t.window_start < excluded.window_start and t.scope <> 'pair'
                        or t.scope = 'pair' and t.last_failure_at <= now() - ${PAIR_MEMORY}
                      then 1 else t.failures + 1 end,
      window_start = case when t.scope = 'pair' then t.window_start else excluded.window_start end,
      last_failure_at = now()`);
}

/** A successful login forgets the pair's failures (the account's and the address's still count). */
export async function clearPair(db: Db, account: string, address: string): Promise<void> {
  await db.execute(
    sql`delete from ${loginThrottle} where scope = 'pair' and account = ${account} and address = ${address}`,
  );
}

/** A password reset through the e-mailed link forgets the account's failures, from every address. */
export async function clearAccount(db: Db, account: string): Promise<void> {
  await db.execute(sql`delete from ${loginThrottle} where account = ${account}`);
}

/** Rows no rule reads any more: hour windows that ended and pairs without a failure for a day. */
export async function pruneThrottle(db: Db): Promise<void> {
  await db.execute(sql`delete from ${loginThrottle} where last_failure_at < now() - ${PAIR_MEMORY}
    or (scope <> 'pair' and window_start < ${hour})`);
}
