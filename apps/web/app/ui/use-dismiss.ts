import { type RefObject, useEffect } from "react";

/** Calls onDismiss on Escape or on a pointer press outside `root` while `active`. */
export function useDismiss(
  root: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: (byEscape: boolean) => void,
) {
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) onDismiss(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDismiss(true);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [root, active, onDismiss]);
}
