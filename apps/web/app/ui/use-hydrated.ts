import { startTransition, useEffect, useState } from "react";

/** Set once the page has hydrated in this browser: components mounted after it start hydrated. */
let pageHydrated = false;

/** False on the server and until the page has hydrated in the browser. */
export const isPageHydrated = (): boolean => pageHydrated;

/**
 * Called by the root layout's first effect, which runs after every other effect of the hydration: marks
 * `<html data-hydrated>` too, which says when the page answers clicks (its scripts start after its first paint).
 */
export function markPageHydrated(): void {
  pageHydrated = true;
  document.documentElement.dataset.hydrated = "";
}

/**
 * False on the server and during hydration, true once the page's scripts run. After hydration the flip is a
 * transition: the cart and wish-list buttons of every product card read this, and useSyncExternalStore's
 * post-hydration update was one synchronous re-render of all of them (issue 17, Total Blocking Time). A
 * transition renders in slices the browser can interrupt.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(isPageHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
