import { useSyncExternalStore } from "react";

/** What was just added, for the drawer's announcement and its first line. */
export interface AddedNote {
  skuId: number;
  /** "Monstera (12 cm, White)", as the live region reads it. */
  name: string;
  /** The shopper asked for more than the stock: the line holds this many (issue 16). */
  limited?: number;
}

export interface DrawerState {
  open: boolean;
  /** A new object on every add, so a second add while open announces again. */
  added: AddedNote | null;
}

let state: DrawerState = { open: false, added: null };
/** The control to give focus back to on close (the button that opened the drawer). */
let returnTo: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(next: DrawerState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Opens the cart drawer (the header's, mounted once for the page): with `added` after an add, without from the
 * header's cart control. `from` defaults to the element that has focus now.
 */
export function openCartDrawer(added: AddedNote | null = null, from?: HTMLElement | null): void {
  const active = typeof document === "undefined" ? null : document.activeElement;
  returnTo = from ?? (active instanceof HTMLElement ? active : null);
  set({ open: true, added });
}

/** Closes it; with `returnFocus`, focus goes back to the control that opened it, when it is still on the page. */
export function closeCartDrawer(returnFocus: boolean): void {
  if (!state.open) return;
  set({ ...state, open: false });
  const target = returnTo;
  returnTo = null;
  if (returnFocus && target?.isConnected) target.focus();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => state;

export function useDrawerState(): DrawerState {
  return useSyncExternalStore(subscribe, read, read);
}
