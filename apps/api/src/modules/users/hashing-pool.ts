import { AppError } from "../../lib/app-error";

/** Seconds a refused sign-in is asked to wait: about the time the queue ahead of it takes to clear. */
export const HASHING_RETRY_AFTER_SECONDS = 2;

/** SERVICE_UNAVAILABLE with Retry-After: the password-hashing queue is full (too many sign-ins at this moment). */
export class HashingBusyError extends AppError {
  constructor() {
    super(
      "SERVICE_UNAVAILABLE",
      "Too many sign-ins are being checked at this moment.",
      "Please try again in a few seconds.",
    );
  }

  override headers() {
    return { "retry-after": String(HASHING_RETRY_AFTER_SECONDS) };
  }
}

export interface HashingPoolOptions {
  /** Hashes computed at once (each holds a libuv thread and ~19 MiB). */
  concurrency: number;
  /** Hashes waiting for a slot; one more is refused with HashingBusyError instead of queueing without end. */
  queueLimit: number;
}

/**
 * Bounds argon2 work (issue 17 "logins never slow other calls"): @node-rs/argon2 runs on libuv's thread pool, 4
 * threads by default, so 4 concurrent logins would take both cores of a small machine from the event loop and
 * delay every other call (and fs, zlib and DNS work on the same pool). Here at most `concurrency` hashes run, the
 * rest wait in a first-come queue of at most `queueLimit`.
 */
export function createHashingPool(options: HashingPoolOptions) {
  let { concurrency, queueLimit } = options;
  let running = 0;
  const waiting: Array<() => void> = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++;
      else if (waiting.length >= queueLimit) throw new HashingBusyError();
      // The slot is handed over by release(): `running` stays the same.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    /** Hashes running and waiting now (metrics). */
    stats: () => ({ running, waiting: waiting.length }),
    /** New bounds (each app applies its configuration; work in flight keeps its slot). */
    configure(next: HashingPoolOptions) {
      ({ concurrency, queueLimit } = next);
      while (running < concurrency && waiting.length) {
        running++;
        waiting.shift()?.();
      }
    },
  };
}
export type HashingPool = ReturnType<typeof createHashingPool>;
