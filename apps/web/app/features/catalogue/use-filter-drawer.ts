import { useCallback, useEffect, useRef, useState } from "react";
import { useMediaQuery } from "../../ui/use-media-query";

/** Wide screens show the sidebar in place; phones (and the layout without sidebar) use a drawer. */
export const WIDE_QUERY = "(min-width: 992px)";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, summary';

/** Open state of the filter drawer: focus moves in and stays in, Escape closes, focus returns to the toggle. */
export function useFilterDrawer(alwaysDrawer: boolean) {
  const wide = useMediaQuery(WIDE_QUERY, true);
  const drawer = alwaysDrawer || !wide;
  const [requested, setRequested] = useState(false);
  const open = requested && drawer;
  const toggle = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setRequested(false);
    toggle.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const frame = window.requestAnimationFrame(() => closeButton.current?.focus());
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
      if (event.key !== "Tab" || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent);
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    document.addEventListener("keydown", onKey);
    return () => {
      window.cancelAnimationFrame(frame);
      document.body.style.overflow = overflow;
      document.removeEventListener("keydown", onKey);
    };
  }, [open, close]);

  return { drawer, open, show: () => setRequested(true), close, toggle, closeButton, panel };
}
