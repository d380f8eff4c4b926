/** Seconds a client is asked to wait (Retry-After) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that could not be made or was lost. */
const socketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs meaning "the server is not there for you right now": class 08 (connection exception),
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections.
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || code === "57P01" || code === "57P02" || code === "57P03" || code === "53300";
}

/** node-postgres, pg-pool and PGlite say it in words only. */
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error|Client was closed and is not queryable|PGlite is clos(ed|ing)|database closed/i;

/** Whether `test` holds for the error or one in its `.cause` chain (drizzle wraps driver errors; 8 levels at most). */
function anyCause(error: unknown, test: (error: Error & { code?: unknown }) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (test(current)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Whether an error (or any error in its `.cause` chain: drizzle wraps driver errors in DrizzleQueryError) says
 * the database cannot be reached, as opposed to a query the database refused.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return anyCause(error, (current) => {
    const code = current.code;
    if (typeof code === "string" && (socketCodes.has(code) || isUnavailableSqlState(code))) return true;
    if (unavailableMessages.test(current.message)) return true;
    const errors = (current as { errors?: unknown }).errors;
    // An AggregateError (e.g. ECONNREFUSED on both ::1 and 127.0.0.1) carries the causes in `errors`.
    return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner));
  });
}

/**
 * Whether PostgreSQL aborted the statement to resolve a deadlock (40P01) or a serialization failure (40001), in the
 * error or its `.cause` chain: a clash with a concurrent change that a retry resolves, not a bug. Checkout retries
 * these itself; anywhere else (a bulk price change meeting an order on the same SKUs) the client is asked to retry.
 */
export function isRetryableConflict(error: unknown): boolean {
  return anyCause(error, (current) => current.code === "40P01" || current.code === "40001");
}

/**
 * Whether the request waited for a pooled connection until it gave up: every connection of the pool was in use
 * (pg-pool raises this message from its waiting queue only, which it enters when the pool is full). Under
 * overload that is load shedding, not an outage: the same 503, told apart in the log.
 */
export function isPoolSaturated(error: unknown): boolean {
  return anyCause(error, (current) => current.message === "timeout exceeded when trying to connect");
}
