import { useEffect, useRef, useSyncExternalStore } from "react";
import { useNavigation } from "react-router";
import { loadingBar } from "../../lib/loading-bar-store";

/** Starts the bar on navigation start and completes it on navigation end (SPEC 4). */
function useNavigationLoading() {
  const navigation = useNavigation();
  const active = useRef(false);
  const busy = navigation.state !== "idle";
  useEffect(() => {
    if (busy && !active.current) {
      active.current = true;
      loadingBar.start();
    } else if (!busy && active.current) {
      active.current = false;
      loadingBar.complete();
    }
  }, [busy]);
  useEffect(
    () => () => {
      if (active.current) loadingBar.complete();
    },
    [],
  );
}

export function LoadingBar() {
  useNavigationLoading();
  const value = useSyncExternalStore(loadingBar.subscribe, loadingBar.getValue, () => 0);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Set through the CSSOM rather than a style attribute, which a strict CSP would block.
    bar.current?.style.setProperty("--loading-value", String(value / 100));
  }, [value]);
  return (
    <div className="loading-bar" data-active={value > 0 ? "true" : "false"} aria-hidden="true">
      <div className="loading-bar__fill" ref={bar} />
    </div>
  );
}
