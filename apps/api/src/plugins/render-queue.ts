import pLimit from "p-limit";

export interface RenderQueueStats {
  running: number;
  waiting: number;
}

const live = new Set<() => RenderQueueStats>();

/** Pages being rendered and waiting to be, every queue in this process (metrics). */
export function renderQueueStats(): RenderQueueStats {
  const total = { running: 0, waiting: 0 };
  for (const read of live) {
    const one = read();
    total.running += one.running;
    total.waiting += one.waiting;
  }
  return total;
}

/**
 * At most `concurrency` pages render at once, the others wait first come, first served (issue 17, uncached pages).
 * Twenty renders interleaved on one thread each finish late and hold their data and trees alive together; a few at
 * a time rendered 20-35 % more pages a second on 2 cores (bench/RESULTS.md) and keep fewer alive at once. A page
 * whose shopper left while it waited is not rendered.
 */
export function createRenderQueue(concurrency: number) {
  const limit = pLimit(concurrency);
  const stats = () => ({ running: limit.activeCount, waiting: limit.pendingCount });
  return {
    stats,
    /** Adds this queue to the process's metrics until `close`. */
    track() {
      live.add(stats);
      return () => {
        live.delete(stats);
      };
    },
    run(page: Request, render: () => Promise<Response>): Promise<Response> {
      return limit(() => (page.signal.aborted ? new Response(null, { status: 499 }) : render()));
    },
  };
}

export type RenderQueue = ReturnType<typeof createRenderQueue>;
