import type { ListenHandlers } from "../../db/listen";

/**
 * The page cache's version on this instance: it moves on every notification of the 'page_cache' channel
 * (migration 0028), and by two when the LISTEN connection comes back (changes may have been missed, so no
 * page from before may even be served stale). While not listening, nothing is cached.
 */
export function createPageVersion() {
  let version = 0;
  let changedAt = 0;
  let listening = false;
  let everListened = false;

  const bump = (by: number) => {
    version += by;
    changedAt = Date.now();
  };

  const handlers: ListenHandlers = {
    onNotify: () => bump(1),
    onListening(now) {
      // Back after a loss (not the first start): changes may have been missed meanwhile.
      if (now && !listening && everListened) bump(2);
      if (now) everListened = true;
      listening = now;
    },
  };

  return {
    handlers,
    current: () => version,
    /** When the version last moved (ms since the epoch). */
    changedAt: () => changedAt,
    listening: () => listening,
  };
}

export type PageVersion = ReturnType<typeof createPageVersion>;
