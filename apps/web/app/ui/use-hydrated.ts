import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/** False on the server and during hydration, true once the page's scripts run. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
