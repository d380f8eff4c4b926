import { useSyncExternalStore as compatUseSyncExternalStore, useEffect, useState } from "preact/compat";

/**
 * "react" in the browser build (scripts/preact-in-the-browser.ts, decision 0026): Preact's compat layer, with
 * React's useSyncExternalStore semantics while hydrating. React hydrates with the server's snapshot and renders
 * again with the browser's; Preact renders the browser's at once, and its hydration keeps the server's attributes,
 * so a shared page's personal parts (a wish-listed or compared product's aria-pressed) kept the visitor's.
 */
// @ts-expect-error compat's types are one `export =` object; the module itself has named exports, which Vite reads
export * from "preact/compat";
export { default } from "preact/compat";

let hydrating = false;

/** Runs the page's hydration: the stores' hooks mounted meanwhile start from their server snapshots. */
export function whileHydrating(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [fromServer, setFromServer] = useState(() => hydrating && getServerSnapshot !== undefined);
  useEffect(() => {
    if (fromServer) setFromServer(false);
  }, [fromServer]);
  return compatUseSyncExternalStore(subscribe, fromServer && getServerSnapshot ? getServerSnapshot : getSnapshot);
}
