import ArrowUp from "lucide-react/icons/arrow-up";
import { useEffect, useState } from "react";

/** Appears after scrolling past `threshold` px and scrolls back to the top on click. */
export function TapToTop({ threshold, label }: { threshold: number; label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > threshold);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  const toTop = (event: React.MouseEvent<HTMLButtonElement>) => {
    // This button hides itself on the way up; hiding it while focused would stop a smooth scroll short.
    event.currentTarget.blur();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  };
  return (
    <button type="button" className="tap-to-top" data-visible={visible} hidden={!visible} onClick={toTop}>
      <ArrowUp aria-hidden="true" size={20} />
      <span className="sr-only">{label}</span>
    </button>
  );
}
