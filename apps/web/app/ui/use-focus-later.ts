import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Focuses an element once React has drawn the change that brings it (a button that only shows again when a
 * panel closes): requestAnimationFrame can run before that render, and the focus is then lost to the page.
 */
export function useFocusLater(): (target: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const [, setTick] = useState(0);
  useEffect(() => {
    const element = pending.current?.();
    if (!element) return;
    element.focus();
    pending.current = null;
  });
  return useCallback((target) => {
    pending.current = target;
    setTick((tick) => tick + 1);
  }, []);
}
