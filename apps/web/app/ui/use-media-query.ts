import { startTransition, useEffect, useState } from "react";
import { isPageHydrated } from "./use-hydrated";

/**
 * Whether a media query matches; `serverValue` on the server and during hydration. Read into state, not with
 * useSyncExternalStore: a value that differs from `serverValue` after hydration (the filter drawer on a phone) was
 * then one synchronous re-render of the whole collection page, a 70-80 ms task (issue 17, Total Blocking Time).
 * The first reading after hydration is a transition; later changes (a rotated phone) apply at once.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const [matches, setMatches] = useState(() => (isPageHydrated() ? window.matchMedia(query).matches : serverValue));
  useEffect(() => {
    const list = window.matchMedia(query);
    startTransition(() => setMatches(list.matches));
    const onChange = () => setMatches(list.matches);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, [query]);
  return matches;
}
