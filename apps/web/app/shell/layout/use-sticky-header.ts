import { useEffect, useRef, useState } from "react";
import { shouldFixHeader } from "./path-area";

/** SPEC 2: the header becomes fixed once the page is scrolled past its height plus 20 px. */
export function useStickyHeader(enabled: boolean) {
  const slot = useRef<HTMLDivElement>(null);
  const [fixed, setFixed] = useState(false);

  useEffect(() => {
    if (!enabled) {
      setFixed(false);
      return;
    }
    let frame = 0;
    let height = 0;
    const update = () => {
      frame = 0;
      const element = slot.current;
      if (!element) return;
      if (element.dataset.fixed !== "true") {
        height = element.offsetHeight;
        // Keep the header's space while it is fixed so the page does not jump.
        element.style.setProperty("--header-space", `${height}px`);
      }
      setFixed(shouldFixHeader(window.scrollY, height));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [enabled]);

  return { slot, fixed };
}
