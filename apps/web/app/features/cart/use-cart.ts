import type { CartLine } from "@shop/shared";
import { useMemo, useSyncExternalStore } from "react";
import { storageGet } from "../../lib/cookies";
import { parseList, storageSubscriber } from "../../lib/local-list";
import type { MemberState } from "../../lib/member-store";
import { useHydrated } from "../../ui/use-hydrated";
import { CART_CHANGE_EVENT, CART_KEY, countCartLines } from "./cart-count";
import { type CartViewLine, fromLocalItem, fromServerLine } from "./cart-line";
import { isCartItem } from "./local-cart";
import { memberCart } from "./member-cart";
import { useMemberSync } from "./member-sync";
import { useSessionOwner } from "./session-owner";

export type ListStatus = "loading" | "ready" | "error";

export interface CartState {
  /** SPEC 4: a visitor's cart is in this browser, a member's on the server. */
  mode: "visitor" | "member";
  /** "loading" also while a member's cart is fetched again; the lines it replaces stay until then. */
  status: ListStatus;
  lines: CartViewLine[];
  /** SPEC 2: the number of lines (the length of jcarts). */
  count: number;
}

const subscribeLocal = storageSubscriber(CART_CHANGE_EVENT);
const readLocalRaw = () => storageGet(CART_KEY);

/**
 * What the UI shows: a visitor's lines from "cartItems", a member's from the server. SPEC 2: the count is
 * the number of lines.
 */
export function cartView(
  owner: string | null,
  hydrated: boolean,
  localRaw: string | null,
  member: MemberState<CartLine>,
): CartState {
  if (!owner) {
    const lines = parseList(localRaw, isCartItem).map(fromLocalItem);
    // The length of the stored list, as SPEC 2 counts it (an unreadable entry still counts).
    return { mode: "visitor", status: hydrated ? "ready" : "loading", lines, count: countCartLines(localRaw) };
  }
  const mine = member.owner === owner;
  const lines = mine ? member.lines.map(fromServerLine) : [];
  const status: ListStatus = !mine || member.status === "idle" ? "loading" : member.status;
  return { mode: "member", status, lines, count: lines.length };
}

/** The cart, the same for every component on the page: the header count, the drawer and the cart page. */
export function useCart(): CartState {
  const hydrated = useHydrated();
  const owner = useSessionOwner();
  useMemberSync(owner, hydrated);
  const localRaw = useSyncExternalStore(subscribeLocal, readLocalRaw, () => null);
  const member = useSyncExternalStore(memberCart.subscribe, memberCart.get, memberCart.getServer);
  return useMemo(() => cartView(owner, hydrated, localRaw, member), [owner, hydrated, localRaw, member]);
}

/** SPEC 2: the number of cart lines. */
export function useCartCount(): number {
  return useCart().count;
}
