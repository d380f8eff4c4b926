import type { FastifyBaseLogger } from "fastify";

export interface PeriodicJob {
  start(): void;
  /** Stops the timer and waits for a pass in progress (which ends after its current batch). */
  stop(): Promise<void>;
  /** One pass now (after any pass in progress); resolves with what the pass counted. */
  runOnce(): Promise<number>;
}

export interface PeriodicJobOptions {
  /** For the log line of a failed pass. */
  name: string;
  intervalMs: number;
  log: Pick<FastifyBaseLogger, "warn">;
  /** One pass, in batches; it should stop between batches once `stopped()` says so. */
  pass(stopped: () => boolean): Promise<number>;
}

/**
 * A background job of this instance: one pass every `intervalMs` (never two at once), an unref'd timer that does
 * not keep the process alive, and a stop that waits for the pass in progress. A failed pass is logged and the
 * next one runs as planned.
 */
export function createPeriodicJob({ name, intervalMs, log, pass }: PeriodicJobOptions): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;
  const isStopped = () => stopped;

  function runOnce(): Promise<number> {
    const next = running.catch(() => 0).then(() => pass(isStopped));
    running = next.catch((error) => {
      if (!stopped) log.warn({ err: error }, `${name}: pass failed`);
      return 0;
    });
    return next;
  }

  return {
    start() {
      if (timer) return;
      stopped = false;
      timer = setInterval(() => void runOnce().catch(() => {}), intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
    runOnce,
  };
}

/**
 * The one way a module runs a periodic job: started when the app is ready, stopped (waiting for a pass in
 * progress) when it closes.
 */
export function runWithApp(
  app: { addHook(name: "onReady" | "onClose", hook: () => Promise<void>): unknown },
  job: Pick<PeriodicJob, "start" | "stop">,
) {
  app.addHook("onReady", async () => job.start());
  app.addHook("onClose", async () => job.stop());
}
