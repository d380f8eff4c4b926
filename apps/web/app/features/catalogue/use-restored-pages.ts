import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigationType } from "react-router";
import type { CardProduct } from "./card-product";
import { readSavedPages, type SavedPages, savePages } from "./saved-pages";

/**
 * Issue 16: infinite scroll's pages survive Back. A client-side Back (POP after hydration) starts from the saved
 * pages in its first render, so ScrollRestoration's position has its content. A Back or reload that loads the
 * whole document (POP while hydrating) must first render what the server did: the saved pages come right after
 * (useKeptPages), and the saved position is restored again once they are on the page.
 */
export function useInitialPages(products: CardProduct[], hydrated: boolean) {
  const location = useLocation();
  const address = location.pathname + location.search;
  const popped = useNavigationType() === "POP";
  const [restored] = useState<SavedPages | null>(() => (hydrated && popped ? readSavedPages(address, products) : null));
  const [late] = useState(!hydrated && popped);
  return { address, locationKey: location.key, restored, late };
}

/** Where React Router's ScrollRestoration keeps its positions (its default storage key), by location key. */
const SCROLL_POSITIONS = "react-router-scroll-positions";

function savedScrollY(locationKey: string): number | null {
  try {
    const positions = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS) ?? "{}") as Record<string, unknown>;
    const y = positions[locationKey];
    return typeof y === "number" ? y : null;
  } catch {
    return null;
  }
}

interface KeptPages {
  initial: ReturnType<typeof useInitialPages>;
  /** The loader's first page, and whether the list shown still grows from it. */
  products: CardProduct[];
  current: boolean;
  firstPage: number;
  items: CardProduct[];
  page: number;
  restore: (saved: SavedPages) => void;
}

/** Saves the pages shown, and after a full-document Back or reload puts the saved ones back and scrolls to place. */
export function useKeptPages({ initial, products, current, firstPage, items, page, restore }: KeptPages) {
  const { address, locationKey, late } = initial;
  const scrollBack = useRef(false);
  const lateDone = useRef(false);
  useEffect(() => {
    if (!late || lateDone.current) return;
    lateDone.current = true;
    const saved = readSavedPages(address, products);
    if (!saved) return;
    scrollBack.current = true;
    restore(saved);
  }, [late, address, products, restore]);
  useLayoutEffect(() => {
    if (!scrollBack.current || items.length <= products.length) return;
    scrollBack.current = false;
    const y = savedScrollY(locationKey);
    if (y !== null) window.scrollTo(0, y);
  }, [items, products, locationKey]);
  useEffect(() => {
    if (current && (!late || lateDone.current)) savePages(address, products, items, page, firstPage);
  }, [address, current, late, products, items, page, firstPage]);
}
