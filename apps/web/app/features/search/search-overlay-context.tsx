import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

interface SearchOverlayState {
  open: boolean;
  show(): void;
  hide(): void;
}

const SearchOverlayContext = createContext<SearchOverlayState>({ open: false, show() {}, hide() {} });

/** Header and mobile icon bar both open the one search overlay. */
export function SearchOverlayProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, show: () => setOpen(true), hide: () => setOpen(false) }), [open]);
  return <SearchOverlayContext.Provider value={value}>{children}</SearchOverlayContext.Provider>;
}

export function useSearchOverlay(): SearchOverlayState {
  return useContext(SearchOverlayContext);
}
