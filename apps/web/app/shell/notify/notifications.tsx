import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { requestToaster, toasterStore } from "./toaster-store";

const LazyToaster = lazy(() => import("./lazy-toaster"));

/** Mounts the toaster when the page is idle (or at the first toast). */
export function Notifications({ dir }: { dir: "ltr" | "rtl" }) {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted, () => false);
  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(requestToaster, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(requestToaster, 2000);
    return () => clearTimeout(id);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster dir={dir} />
    </Suspense>
  );
}
