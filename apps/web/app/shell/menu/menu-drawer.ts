import { useCallback, useRef, useState } from "react";
import { useLocation } from "react-router";

/** Open state of the small-screen menu drawer; every route change closes it (SPEC 2). */
export function useMenuDrawer() {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [seenKey, setSeenKey] = useState(location.key);
  const toggleButton = useRef<HTMLButtonElement>(null);

  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpen(false);
  }

  const close = useCallback(() => {
    setOpen(false);
    toggleButton.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  return { open, close, toggle, toggleButton };
}

export type MenuDrawer = ReturnType<typeof useMenuDrawer>;
